import type { MockRecords } from './mock-db';
import { digestToken, hashPassword, isPasswordHash, isTokenDigest } from './secrets';
import type { AccountRecord } from './schemas';

/**
 * A snapshot read from storage may hold secrets as they were typed or minted (one edited by hand): tokens
 * whose id is the token itself, passwords as typed. This replaces each
 * with what the mock keeps now (./secrets.ts): a token's digest, a password's salted hash. A seeded account's
 * password is the published demo password and stays as it is. True when anything was replaced, so the caller
 * writes the snapshot again at once and the plain values leave storage.
 */
export async function hideStoredSecrets(
  collections: Pick<MockRecords, 'accounts' | 'accessTokens' | 'refreshTokens'>,
  seededAccounts: readonly AccountRecord[],
): Promise<boolean> {
  let changed = false;
  for (const tokens of [collections.accessTokens, collections.refreshTokens]) {
    for (const token of tokens) {
      if (isTokenDigest(token.id)) continue;
      token.id = await digestToken(token.id);
      changed = true;
    }
  }
  const seededPasswords = new Map(seededAccounts.map((account) => [account.id, account.password]));
  for (const account of collections.accounts) {
    if (isPasswordHash(account.password) || seededPasswords.get(account.id) === account.password) continue;
    account.password = await hashPassword(account.password);
    changed = true;
  }
  return changed;
}
