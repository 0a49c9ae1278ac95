import { USER_KEY, type AccountStore } from '../../application/ports/account-store.port';
import type { KeyValueStore } from '../../application/ports/key-value-store.port';
import type { User } from '../../domain/account/user';
import { loadedUserChecks } from '../http/user-checks-loader';
import { parseUntrustedJson } from './untrusted-json';

/**
 * AccountStore over a KeyValueStore, the user as JSON under `user`. What is read back is
 * checked field by field with the same DTO as the API answer; anything else reads as null.
 * Reading needs the user's checks loaded (`loadUserChecks`): the composition loads them before
 * a stored session is restored and before another tab's change is followed.
 */
export class LocalStorageAccountStore implements AccountStore {
  constructor(private readonly store: KeyValueStore) {}

  load(): User | null {
    const text = this.store.get(USER_KEY);
    if (text === null) return null;
    const parsed = parseUntrustedJson(text);
    if (parsed === undefined) return null;
    const { parseUserDto, toUser } = loadedUserChecks();
    const dto = parseUserDto(parsed);
    return dto === null ? null : toUser(dto);
  }

  save(user: User): void {
    this.store.set(USER_KEY, JSON.stringify(user));
  }

  clear(): void {
    this.store.remove(USER_KEY);
  }
}
