/**
 * Copies text to the clipboard: the async Clipboard API when the page may use it, else the
 * older way (select the text of the given input, then `document.execCommand('copy')`).
 * Resolves to whether the copy went through.
 */
export async function copyText(text: string, input: HTMLInputElement | null): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused or an insecure context: fall through to the selection copy.
    }
  }
  return copyBySelection(input);
}

function copyBySelection(input: HTMLInputElement | null): boolean {
  if (input === null) return false;
  input.focus();
  input.select();
  input.setSelectionRange(0, input.value.length);
  try {
    // execCommand is deprecated but remains the only synchronous fallback where the Clipboard API is missing.
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    input.setSelectionRange(input.value.length, input.value.length);
  }
}
