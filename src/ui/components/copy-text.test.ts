// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';

function codeInput(value: string): HTMLInputElement {
  const input = document.createElement('input');
  input.readOnly = true;
  input.value = value;
  document.body.append(input);
  return input;
}

function setClipboard(clipboard: Partial<Clipboard> | undefined): void {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

/** jsdom has no execCommand: give the document one that records what was selected when it ran. */
function stubExecCommand(result: boolean): { selected: string[] } {
  const seen = { selected: [] as string[] };
  Object.defineProperty(document, 'execCommand', {
    configurable: true,
    value: vi.fn((command: string) => {
      const active = document.activeElement as HTMLInputElement;
      if (command === 'copy')
        seen.selected.push(active.value.slice(active.selectionStart ?? 0, active.selectionEnd ?? 0));
      return result;
    }),
  });
  return seen;
}

afterEach(() => {
  document.body.replaceChildren();
  setClipboard(undefined);
});

describe('copyText', () => {
  it('writes through the Clipboard API when there is one', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    setClipboard({ writeText });
    const seen = stubExecCommand(true);
    expect(await copyText('ABCDEFGH2345', codeInput('ABCDEFGH2345'))).toBe(true);
    expect(writeText).toHaveBeenCalledWith('ABCDEFGH2345');
    expect(seen.selected).toEqual([]);
  });

  it('falls back to selecting the field and execCommand when the Clipboard API refuses', async () => {
    setClipboard({ writeText: vi.fn(async () => Promise.reject(new DOMException('denied', 'NotAllowedError'))) });
    const seen = stubExecCommand(true);
    expect(await copyText('ABCDEFGH2345', codeInput('ABCDEFGH2345'))).toBe(true);
    expect(seen.selected).toEqual(['ABCDEFGH2345']);
  });

  it('falls back when there is no Clipboard API, and reports a refused copy', async () => {
    stubExecCommand(false);
    expect(await copyText('ABCDEFGH2345', codeInput('ABCDEFGH2345'))).toBe(false);
  });

  it('reports failure when there is neither an API nor a field to select', async () => {
    expect(await copyText('ABCDEFGH2345', null)).toBe(false);
  });
});
