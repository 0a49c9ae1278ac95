/** A stored photo may be a base64 data URL of an accepted avatar type (the demo backend keeps uploads that way). */
const IMAGE_DATA_URL = /^data:image\/(?:png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * A photo URL comes from the server or storage and is untrusted: only http(s) URLs, same-origin
 * paths and base64 PNG, JPEG or WebP data URLs may become an <img src>; anything else is null.
 */
export function safeImageUrl(raw: string | null | undefined, origin: string): string | null {
  if (!raw) return null;
  if (raw.startsWith('data:')) return IMAGE_DATA_URL.test(raw) ? raw : null;
  try {
    const url = new URL(raw, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
