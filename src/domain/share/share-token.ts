/**
 * The link of a shared session (docs/product-rules.md#shared-sessions): `/share/<token>`, where the
 * token is random bytes written in base64url. Whoever holds the link sees the session, so the token
 * carries at least 128 bits of randomness; the bytes come from the caller (the server's random
 * source), which keeps this module pure.
 */

/** The fewest random bits a share token may carry. */
export const MIN_SHARE_TOKEN_BITS = 128;

/** How many random bytes a new share token is made of: 192 bits, 32 base64url characters. */
export const SHARE_TOKEN_BYTES = 24;

const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const BITS_PER_BYTE = 8;
const BITS_PER_CHARACTER = 6;

/**
 * The token of `bytes` in base64url without padding (RFC 4648 §5), safe in a path as it is.
 * Throws when the bytes carry fewer than MIN_SHARE_TOKEN_BITS.
 */
export function encodeShareToken(bytes: Uint8Array): string {
  if (bytes.length * BITS_PER_BYTE < MIN_SHARE_TOKEN_BITS) {
    throw new RangeError(`A share token needs at least ${MIN_SHARE_TOKEN_BITS} random bits`);
  }
  let token = '';
  let buffer = 0;
  let bufferedBits = 0;
  for (const byte of bytes) {
    buffer = (buffer << BITS_PER_BYTE) | byte;
    bufferedBits += BITS_PER_BYTE;
    while (bufferedBits >= BITS_PER_CHARACTER) {
      bufferedBits -= BITS_PER_CHARACTER;
      token += BASE64URL_ALPHABET[(buffer >> bufferedBits) & 0b111111];
    }
    buffer &= (1 << bufferedBits) - 1;
  }
  if (bufferedBits > 0) token += BASE64URL_ALPHABET[(buffer << (BITS_PER_CHARACTER - bufferedBits)) & 0b111111];
  return token;
}

/** The app's path of a shared session's public page. */
export function sharePathOf(token: string): string {
  return `/share/${encodeURIComponent(token)}`;
}
