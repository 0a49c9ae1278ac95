import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  AVATAR_MAX_PICKED_BYTES,
  AVATAR_MAX_SIDE_PX,
  avatarFormatOf,
  fitWithin,
  mimeTypeOf,
  validateAvatar,
  validatePickedAvatar,
} from './avatar-validation';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe1, 0x12, 0x34, 0x45, 0x78, 0x69, 0x66, 0, 0);
const WEBP = text('RIFF\u0024\u0010\u0000\u0000WEBP');

describe('avatarFormatOf: a file is what its first bytes say', () => {
  it('reads PNG, JPEG and WebP by their magic numbers', () => {
    expect(avatarFormatOf(PNG)).toBe('png');
    expect(avatarFormatOf(JPEG)).toBe('jpeg');
    expect(avatarFormatOf(WEBP)).toBe('webp');
    expect(mimeTypeOf('webp')).toBe('image/webp');
  });

  it.each([
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg">'],
    ['an SVG with an XML declaration', '<?xml version="1.0"?><svg>'],
    ['an HTML page', '<!doctype html><script>'],
    ['a GIF', 'GIF89a\u0001\u0000'],
    ['a RIFF that is not WebP (a WAV)', 'RIFF\u0024\u0010\u0000\u0000WAVE'],
    ['a file cut inside the signature', '\u0089PNG'],
    ['an empty file', ''],
  ])('refuses %s', (_what, head) => {
    expect(avatarFormatOf(text(head))).toBeNull();
  });

  it('property: bytes that start with none of the three signatures are no image', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 12 }), (head) => {
        const format = avatarFormatOf(head);
        const known = [PNG.subarray(0, 8), JPEG.subarray(0, 3)].some((signature) =>
          signature.every((b, i) => head[i] === b),
        );
        const webp =
          head.length >= 12 &&
          new TextDecoder('latin1').decode(head.subarray(0, 4)) === 'RIFF' &&
          new TextDecoder('latin1').decode(head.subarray(8, 12)) === 'WEBP';
        expect(format !== null).toBe(known || webp);
      }),
    );
  });
});

describe('validatePickedAvatar and validateAvatar', () => {
  it('takes a picked photo of the three formats up to 20 MB, and refuses the type before the size', () => {
    expect(AVATAR_MAX_PICKED_BYTES).toBe(20 * 1024 * 1024);
    expect(validatePickedAvatar({ size: 5_000_000, head: JPEG })).toBeNull();
    expect(validatePickedAvatar({ size: AVATAR_MAX_PICKED_BYTES, head: WEBP })).toBeNull();
    expect(validatePickedAvatar({ size: AVATAR_MAX_PICKED_BYTES + 1, head: PNG })).toBe('AVATAR_FILE_TOO_LARGE');
    expect(validatePickedAvatar({ size: AVATAR_MAX_PICKED_BYTES * 2, head: text('<svg>') })).toBe('AVATAR_TYPE');
    expect(validatePickedAvatar({ size: 0, head: new Uint8Array() })).toBe('AVATAR_TYPE');
  });

  it('lets the API take 1 MB at most (1024 × 1024 bytes), by the bytes too', () => {
    expect(validateAvatar({ size: AVATAR_MAX_BYTES, head: PNG })).toBeNull();
    expect(validateAvatar({ size: AVATAR_MAX_BYTES + 1, head: JPEG })).toBe('AVATAR_TOO_LARGE');
    expect(validateAvatar({ size: 300, head: text('<svg onload="alert(1)">') })).toBe('AVATAR_TYPE');
  });

  it('property: a real image passes exactly from 1 byte to the limit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(PNG, JPEG, WEBP),
        fc.integer({ min: 0, max: 2 * AVATAR_MAX_PICKED_BYTES }),
        (head, size) => {
          const picked = validatePickedAvatar({ size, head });
          const sent = validateAvatar({ size, head });
          if (size === 0) expect([picked, sent]).toEqual(['AVATAR_TYPE', 'AVATAR_TYPE']);
          else {
            expect(picked === null).toBe(size <= AVATAR_MAX_PICKED_BYTES);
            expect(sent === null).toBe(size <= AVATAR_MAX_BYTES);
          }
        },
      ),
    );
  });
});

describe('fitWithin', () => {
  it('shrinks a 12-megapixel phone photo to 512 on its long side, either way up, and leaves a small one alone', () => {
    expect(fitWithin(4032, 3024, AVATAR_MAX_SIDE_PX)).toEqual({ width: 512, height: 384 });
    expect(fitWithin(3024, 4032, AVATAR_MAX_SIDE_PX)).toEqual({ width: 384, height: 512 });
    expect(fitWithin(300, 200, AVATAR_MAX_SIDE_PX)).toEqual({ width: 300, height: 200 });
    expect(fitWithin(10_000, 3, AVATAR_MAX_SIDE_PX)).toEqual({ width: 512, height: 1 });
  });

  it('property: the long side ends at most at the limit, never grows, and the proportions stay within a pixel', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 16, max: 2048 }),
        (width, height, max) => {
          const fitted = fitWithin(width, height, max);
          if (Math.max(width, height) <= max) expect(fitted).toEqual({ width, height });
          expect(fitted.width).toBeLessThanOrEqual(width);
          expect(fitted.height).toBeLessThanOrEqual(height);
          expect(fitted.width).toBeGreaterThanOrEqual(1);
          expect(fitted.height).toBeGreaterThanOrEqual(1);
          if (Math.max(width, height) > max) {
            expect(Math.max(fitted.width, fitted.height)).toBe(max);
            const scale = max / Math.max(width, height);
            expect(Math.abs(fitted.width - width * scale)).toBeLessThanOrEqual(1);
            expect(Math.abs(fitted.height - height * scale)).toBeLessThanOrEqual(1);
          }
        },
      ),
    );
  });
});
