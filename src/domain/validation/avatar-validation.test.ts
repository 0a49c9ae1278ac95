import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, validateAvatar } from './avatar-validation';


describe('validateAvatar', () => {
  it.each(['image/png', 'image/jpeg', 'image/webp', 'IMAGE/PNG'])('accepts a %s of 1 MB', (type) => {
    expect(validateAvatar({ type, size: AVATAR_MAX_BYTES })).toBeNull();
  });
  it.each(['image/gif', 'image/svg+xml', 'application/pdf', 'text/plain', ''])('refuses %j with AVATAR_TYPE', (type) => {
    expect(validateAvatar({ type, size: 10 })).toBe('AVATAR_TYPE');
  });
  it('refuses one byte over 1 MB (1024 × 1024 bytes) with AVATAR_TOO_LARGE', () => {
    expect(AVATAR_MAX_BYTES).toBe(1_048_576);
    expect(validateAvatar({ type: 'image/jpeg', size: AVATAR_MAX_BYTES + 1 })).toBe('AVATAR_TOO_LARGE');
  });
  it('refuses an empty file as not an image, and names the type before the size', () => {
    expect(validateAvatar({ type: 'image/png', size: 0 })).toBe('AVATAR_TYPE');
    expect(validateAvatar({ type: 'image/gif', size: AVATAR_MAX_BYTES * 5 })).toBe('AVATAR_TYPE');
  });
  it('property: an accepted type passes exactly from 1 byte to 1 MB', () => {
    fc.assert(
      fc.property(fc.constantFrom('image/png', 'image/jpeg', 'image/webp'), fc.integer({ min: 0, max: 4 * AVATAR_MAX_BYTES }), (type, size) => {
        const code = validateAvatar({ type, size });
        if (size === 0) expect(code).toBe('AVATAR_TYPE');
        else expect(code === null).toBe(size <= AVATAR_MAX_BYTES);
      }),
    );
  });
});
