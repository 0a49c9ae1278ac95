import { findAccountById } from './account-queries';
import type { MockDb } from './mock-db';
import type { AccountRecord, PlayerRecord } from './schemas';

/** Write-side helpers: change one account or player record in place and read it back. */

export async function updateAccount(
  db: MockDb,
  accountId: string,
  change: (draft: AccountRecord) => void,
): Promise<AccountRecord> {
  await db.accounts.update((q) => q.where({ id: accountId }), { data: change });
  const updated = findAccountById(db, accountId);
  if (updated === undefined) throw new Error(`Account ${accountId} vanished during an update`);
  return updated;
}

export async function updatePlayer(db: MockDb, playerId: string, change: (draft: PlayerRecord) => void): Promise<void> {
  await db.players.update((q) => q.where({ id: playerId }), { data: change });
}

/** Compares addresses as the API does: case-insensitively, surrounding blanks ignored. */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
