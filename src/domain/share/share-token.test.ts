import { Buffer } from 'node:buffer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeShareToken, MIN_SHARE_TOKEN_BITS, SHARE_TOKEN_BYTES, sharePathOf } from './share-token';

const enoughBytes = fc.uint8Array({ minLength: MIN_SHARE_TOKEN_BITS / 8, maxLength: 64 });

describe('encodeShareToken', () => {
  it('writes the bytes in base64url without padding, as Node does', () => {
    fc.assert(
      fc.property(enoughBytes, (bytes) => {
        expect(encodeShareToken(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
      }),
    );
  });

  it('gives back exactly the bytes it was made of, in path-safe characters', () => {
    fc.assert(
      fc.property(enoughBytes, (bytes) => {
        const token = encodeShareToken(bytes);
        expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(token).toHaveLength(Math.ceil((bytes.length * 8) / 6));
        expect(new Uint8Array(Buffer.from(token, 'base64url'))).toEqual(bytes);
      }),
    );
  });

  it('writes sixteen 0xff bytes as 21 underscores and a w', () => {
    expect(encodeShareToken(new Uint8Array(16).fill(0xff))).toBe(`${'_'.repeat(21)}w`);
    expect(encodeShareToken(new Uint8Array(16))).toBe('A'.repeat(22));
  });

  it('makes a new token of 192 bits, 32 characters', () => {
    expect(SHARE_TOKEN_BYTES * 8).toBeGreaterThanOrEqual(MIN_SHARE_TOKEN_BITS);
    expect(encodeShareToken(new Uint8Array(SHARE_TOKEN_BYTES).fill(7))).toHaveLength(32);
  });

  it('refuses fewer than 128 bits', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: MIN_SHARE_TOKEN_BITS / 8 - 1 }), (bytes) => {
        expect(() => encodeShareToken(bytes)).toThrow(RangeError);
      }),
    );
  });
});

describe('sharePathOf', () => {
  it('is /share/ and the token', () => {
    expect(sharePathOf('demo-shared')).toBe('/share/demo-shared');
    expect(sharePathOf('a/b?c')).toBe('/share/a%2Fb%3Fc');
  });
});
