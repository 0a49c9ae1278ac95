/**
 * A photo URL comes from the server or storage and is untrusted: only http(s) URLs and
 * same-origin paths may become an <img src>.
 */
export function safeImageUrl(raw: string | null | undefined, origin: string): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
