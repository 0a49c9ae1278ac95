/**
 * Prepares a picked profile photo for upload (docs/product-rules.md#profile-fields): decodes it (its EXIF
 * orientation applied), shrinks it to fit `maxSidePx` on its long side and encodes it afresh, WebP where
 * the browser can write it, else JPEG. The new file carries none of the original's metadata (EXIF: the
 * place it was taken, the camera). Rejects with AvatarImageError when the image cannot be decoded.
 */
export interface AvatarImageShrinker {
  shrink(file: Blob, maxSidePx: number): Promise<Blob>;
}

/** The picked file has the bytes of an image format but does not decode (a damaged or disguised file). */
export class AvatarImageError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'AvatarImageError';
  }
}
