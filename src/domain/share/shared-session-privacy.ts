import { completedYears } from '../account/age';
import { isIsoDate, type IsoDate } from '../time/civil-date';

/**
 * Who a shared session belongs to, as far as its public link cares (docs/api-sessions.md#what-a-share-shows):
 * a child's shared session shows its day and its type, never its start time or its title, which say
 * where the child was.
 */

/** Under this age on the session's day, a player's shared session is a child's (COPPA's line). */
export const CHILD_SHARE_AGE_YEARS = 13;

export interface SharingPlayer {
  /** A child of a parent account (a player without an account of their own): a child whatever the age. */
  readonly hasParentAccount: boolean;
  /** `YYYY-MM-DD`; anything else (unknown, malformed) counts as a child's, to be safe. */
  readonly birthDate: string | null;
}

/**
 * Whether a session of `player` on `day` (its local day) is shared as a child's: a child of a parent
 * account, a player under CHILD_SHARE_AGE_YEARS on that day, or a player whose birth date is not known.
 */
export function sharesAsChild(player: SharingPlayer, day: IsoDate): boolean {
  if (player.hasParentAccount) return true;
  const birthDate = player.birthDate;
  if (birthDate === null || !isIsoDate(birthDate)) return true;
  return completedYears(birthDate, day) < CHILD_SHARE_AGE_YEARS;
}
