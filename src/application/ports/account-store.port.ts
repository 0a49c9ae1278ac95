import type { User } from '../../domain/account/user';

/**
 * The signed-in user, stored locally (docs/product-rules.md#account-fields). Whatever is read back is untrusted:
 * an implementation returns null for anything that is not a well-formed user.
 */
export interface AccountStore {
  load(): User | null;
  save(user: User): void;
  clear(): void;
}

export const USER_KEY = 'user';
/** The calendar filter is cleared on logout too (docs/product-rules.md#auth). */
export const CALENDAR_FILTER_KEY = 'calendar_filter';
/** Chosen interface language, kept across visits. */
export const LOCALE_KEY = 'locale';
/** The child a parent last acted for. */
export const SELECTED_PLAYER_KEY = 'selected_player';
