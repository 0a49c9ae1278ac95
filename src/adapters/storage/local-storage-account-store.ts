import { USER_KEY, type AccountStore } from '../../application/ports/account-store.port';
import type { KeyValueStore } from '../../application/ports/key-value-store.port';
import type { User } from '../../domain/account/user';
import { parseUserDto } from '../http/dto/user.dto';
import { toUser } from '../http/mappers/to-user.mapper';
import { parseUntrustedJson } from './untrusted-json';

/**
 * AccountStore over a KeyValueStore, the user as JSON under `user`. What is read back is
 * checked field by field with the same DTO as the API answer; anything else reads as null.
 */
export class LocalStorageAccountStore implements AccountStore {
  constructor(private readonly store: KeyValueStore) {}

  load(): User | null {
    const text = this.store.get(USER_KEY);
    if (text === null) return null;
    const parsed = parseUntrustedJson(text);
    if (parsed === undefined) return null;
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
