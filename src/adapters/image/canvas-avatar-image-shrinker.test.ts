import { describe, expect, it } from 'vitest';
import { AvatarImageError } from '../../application/ports/avatar-image.port';
import { CanvasAvatarImageShrinker, type ImageToolkit } from './canvas-avatar-image-shrinker';

interface Call {
  readonly source: string;
  readonly options: ImageBitmapOptions | undefined;
}

/** A browser seen from outside: decodes a "photo" of the given size, records every call, and writes WebP or not. */
function fakeToolkit(photo: { width: number; height: number }, writesWebp: boolean, decodes = true) {
  const bitmaps: Call[] = [];
  const encoded: { type: string; quality: number; width: number; height: number }[] = [];
  const closed: string[] = [];
  const bitmap = (name: string, width: number, height: number) =>
    ({ width, height, close: () => closed.push(name) }) as unknown as ImageBitmap;
  const toolkit: ImageToolkit = {
    createImageBitmap: (image, options) => {
      bitmaps.push({ source: image instanceof Blob ? 'file' : 'decoded', options });
      if (!decodes)
        return Promise.reject(new DOMException('The source image could not be decoded.', 'InvalidStateError'));
      if (image instanceof Blob) return Promise.resolve(bitmap('decoded', photo.width, photo.height));
      return Promise.resolve(bitmap('scaled', options?.resizeWidth ?? 0, options?.resizeHeight ?? 0));
    },
    encode: (source, type, quality) => {
      encoded.push({ type, quality, width: source.width, height: source.height });
      const written = type === 'image/webp' && !writesWebp ? 'image/png' : type;
      return Promise.resolve(new Blob(['pixels'], { type: written }));
    },
  };
  return { toolkit, bitmaps, encoded, closed };
}

const PHOTO = new Blob(['a 4 MB phone photo'], { type: 'image/jpeg' });

describe('CanvasAvatarImageShrinker', () => {
  it('decodes with the EXIF orientation applied, scales the upright picture to 512 on its long side, and writes WebP', async () => {
    // A portrait photo stored landscape with an EXIF rotation: decoded upright, 3024 × 4032.
    const browser = fakeToolkit({ width: 3024, height: 4032 }, true);
    const shrunk = await new CanvasAvatarImageShrinker(browser.toolkit).shrink(PHOTO, 512);
    expect(browser.bitmaps).toEqual([
      { source: 'file', options: { imageOrientation: 'from-image' } },
      { source: 'decoded', options: { resizeWidth: 384, resizeHeight: 512, resizeQuality: 'high' } },
    ]);
    expect(browser.encoded).toEqual([{ type: 'image/webp', quality: 0.85, width: 384, height: 512 }]);
    expect(shrunk.type).toBe('image/webp');
    expect(browser.closed).toEqual(['decoded', 'scaled']);
  });

  it('writes JPEG where the browser cannot write WebP (its canvas gives PNG instead)', async () => {
    const browser = fakeToolkit({ width: 4032, height: 3024 }, false);
    const shrunk = await new CanvasAvatarImageShrinker(browser.toolkit).shrink(PHOTO, 512);
    expect(browser.encoded.map(({ type }) => type)).toEqual(['image/webp', 'image/jpeg']);
    expect(shrunk.type).toBe('image/jpeg');
  });

  it('keeps the size of a photo that already fits', async () => {
    const browser = fakeToolkit({ width: 200, height: 120 }, true);
    await new CanvasAvatarImageShrinker(browser.toolkit).shrink(PHOTO, 512);
    expect(browser.bitmaps[1]?.options).toMatchObject({ resizeWidth: 200, resizeHeight: 120 });
  });

  it('rejects with AvatarImageError a file that does not decode', async () => {
    const browser = fakeToolkit({ width: 1, height: 1 }, true, false);
    await expect(new CanvasAvatarImageShrinker(browser.toolkit).shrink(PHOTO, 512)).rejects.toBeInstanceOf(
      AvatarImageError,
    );
    expect(browser.encoded).toEqual([]);
  });
});
