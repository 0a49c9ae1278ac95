import { AvatarImageError, type AvatarImageShrinker } from '../../application/ports/avatar-image.port';
import { fitWithin } from '../../domain/validation/avatar-validation';

/** Encoding quality of the shrunk photo, 0–1: a 512-pixel photo is then some 30 to 80 KB in WebP. */
const QUALITY = 0.85;

/** What the adapter uses of the browser: createImageBitmap and a canvas to draw on, each replaceable in tests. */
export interface ImageToolkit {
  createImageBitmap(image: Blob | ImageBitmap, options?: ImageBitmapOptions): Promise<ImageBitmap>;
  /** Draws the bitmap on a canvas of its size and encodes it; the blob's type says what the browser could write. */
  encode(bitmap: ImageBitmap, type: string, quality: number): Promise<Blob>;
}

/** OffscreenCanvas where the browser has it (no element in the page), else a detached canvas element. */
async function encodeOnCanvas(bitmap: ImageBitmap, type: string, quality: number): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (context === null) throw new AvatarImageError('no 2D canvas');
    context.drawImage(bitmap, 0, 0);
    return canvas.convertToBlob({ type, quality });
  }
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext('2d');
  if (context === null) throw new AvatarImageError('no 2D canvas');
  context.drawImage(bitmap, 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob === null ? reject(new AvatarImageError('the canvas gave no image')) : resolve(blob)),
      type,
      quality,
    ),
  );
}

const BROWSER: ImageToolkit = {
  createImageBitmap: (image, options) => createImageBitmap(image, options),
  encode: encodeOnCanvas,
};

/**
 * AvatarImageShrinker in the browser: createImageBitmap decodes the photo with its EXIF orientation applied
 * (`imageOrientation: 'from-image'`), a second one scales it with high-quality resampling, and a canvas
 * encodes the pixels anew, WebP where the browser writes it (a browser that cannot returns PNG: then
 * JPEG). Only pixels are drawn, so nothing of the original file's metadata survives.
 */
export class CanvasAvatarImageShrinker implements AvatarImageShrinker {
  constructor(private readonly toolkit: ImageToolkit = BROWSER) {}

  async shrink(file: Blob, maxSidePx: number): Promise<Blob> {
    let decoded: ImageBitmap;
    try {
      decoded = await this.toolkit.createImageBitmap(file, { imageOrientation: 'from-image' });
    } catch (error) {
      throw new AvatarImageError('the photo could not be decoded', { cause: error });
    }
    const size = fitWithin(decoded.width, decoded.height, maxSidePx);
    const scaled = await this.toolkit.createImageBitmap(decoded, {
      resizeWidth: size.width,
      resizeHeight: size.height,
      resizeQuality: 'high',
    });
    decoded.close();
    try {
      const webp = await this.toolkit.encode(scaled, 'image/webp', QUALITY);
      return webp.type === 'image/webp' ? webp : await this.toolkit.encode(scaled, 'image/jpeg', QUALITY);
    } finally {
      scaled.close();
    }
  }
}
