/**
 * What the mock keeps of a secret (docs/architecture.md#mock-backend, "No secrets in the snapshot"): a digest,
 * never the value, so that neither the database in memory nor its snapshot in localStorage holds a
 * token or a password someone chose.
 *
 * - Tokens (access and refresh) are long random values: SHA-256 of the token is their record id.
 * - Passwords people type: PBKDF2-SHA-256 with a random salt per password, so a guessed password
 *   costs a search per account. The seeded demo accounts keep the published demo password as is.
 *
 * Both use the platform's SubtleCrypto (browsers in a secure context, which the demo's service worker
 * needs anyway, and Node 20). It is asynchronous, while the bearer check of every handler
 * (auth-guard.ts) is not: the digests of tokens minted or presented in this tab or process are kept
 * in a small table that `rememberTokenDigest` fills before the handlers run (see authHandlers).
 */

const TOKEN_DIGEST_PREFIX = 'sha256:';
const PASSWORD_HASH_PREFIX = 'pbkdf2-sha256';
const PASSWORD_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BITS = 256;
/** Tokens whose digest this tab or process knows; the oldest is forgotten past this count. */
const MAX_KNOWN_TOKENS = 512;

const knownTokenDigests = new Map<string, string>();

function toHex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/** `sha256:<hex>` of a token: the id its record is stored under. */
export async function digestToken(token: string): Promise<string> {
  const known = knownTokenDigests.get(token);
  if (known !== undefined) return known;
  const digest = `${TOKEN_DIGEST_PREFIX}${toHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)))}`;
  knownTokenDigests.delete(token);
  knownTokenDigests.set(token, digest);
  if (knownTokenDigests.size > MAX_KNOWN_TOKENS) {
    const oldest = knownTokenDigests.keys().next();
    if (oldest.done !== true) knownTokenDigests.delete(oldest.value);
  }
  return digest;
}

/** The digest of a token minted or presented lately in this tab or process; undefined for any other. */
export function knownTokenDigest(token: string): string | undefined {
  return knownTokenDigests.get(token);
}

/** Whether a stored id is already a token digest (and not a token kept by an older snapshot). */
export function isTokenDigest(id: string): boolean {
  return /^sha256:[0-9a-f]{64}$/.test(id);
}

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  return new Uint8Array(
    await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS),
  );
}

/** `pbkdf2-sha256$<iterations>$<salt>$<hash>` (base64) of a password someone chose. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await derive(password, salt, PASSWORD_ITERATIONS);
  return [PASSWORD_HASH_PREFIX, String(PASSWORD_ITERATIONS), toBase64(salt), toBase64(hash)].join('$');
}

interface PasswordHash {
  readonly iterations: number;
  readonly salt: Uint8Array<ArrayBuffer>;
  readonly hash: Uint8Array<ArrayBuffer>;
}

function readPasswordHash(stored: string): PasswordHash | null {
  const [prefix, iterationsText, saltText, hashText, ...rest] = stored.split('$');
  if (
    prefix !== PASSWORD_HASH_PREFIX ||
    rest.length > 0 ||
    iterationsText === undefined ||
    saltText === undefined ||
    hashText === undefined
  ) {
    return null;
  }
  const iterations = Number(iterationsText);
  const salt = fromBase64(saltText);
  const hash = fromBase64(hashText);
  if (!Number.isSafeInteger(iterations) || iterations < 1 || iterations > 10 * PASSWORD_ITERATIONS) return null;
  if (salt === null || hash === null || hash.length * 8 !== HASH_BITS) return null;
  return { iterations, salt, hash };
}

/** Whether the stored value is a password hash (and not a password kept by the seed or an older snapshot). */
export function isPasswordHash(stored: string): boolean {
  return readPasswordHash(stored) !== null;
}

/** Compares every byte, whatever the first difference. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

/** Whether `typed` is the password kept as `stored`: a hash, or the seeded demo password kept as is. */
export async function passwordMatches(stored: string, typed: string): Promise<boolean> {
  const parsed = readPasswordHash(stored);
  if (parsed === null) return stored === typed;
  return sameBytes(await derive(typed, parsed.salt, parsed.iterations), parsed.hash);
}
