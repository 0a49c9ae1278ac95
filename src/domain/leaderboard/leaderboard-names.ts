import { ageOnDay } from '../account/age';
import type { IsoDate } from '../time/civil-date';

/**
 * How a player is named on a leaderboard (docs/product-rules.md#names-of-minors-on-the-leaderboard):
 * a player under 13 on the viewer's local day is listed, beyond their own club, by first name and
 * last initial ("Emma M.") and without their team; inside their club, and at any age from 13, by
 * full name with their team. A birth date that is unknown or not a date counts as under 13.
 */

/** Under this age on the viewer's day, a player's name is shortened beyond their club (COPPA's line). */
export const FULL_NAME_AGE_YEARS = 13;

interface ListedPlayer {
  readonly firstName: string;
  readonly lastName: string;
  /** `YYYY-MM-DD`, or null when not known. */
  readonly birthDate: string | null;
}

/** The name and team a board shows of a player. */
export interface PlayerListing {
  readonly firstName: string;
  readonly lastName: string;
  readonly showsTeam: boolean;
}

/** A first character and the accents written after it (a decomposed "É" is two code points). */
const FIRST_LETTER = /^\P{M}\p{M}*/u;

/** The first letter of a name as a reader sees it (with its accent, however encoded) and a full stop; '' for an empty name. */
export function initialOf(name: string): string {
  const first = FIRST_LETTER.exec(name.trim());
  return first === null ? '' : `${first[0]}.`;
}

/** Whether the player is under FULL_NAME_AGE_YEARS on `viewerDay` (unknown or malformed birth dates included). */
function isUnderFullNameAge(birthDate: string | null, viewerDay: IsoDate): boolean {
  const age = ageOnDay(birthDate, viewerDay);
  return age === null || age < FULL_NAME_AGE_YEARS;
}

/**
 * The listing of `player` on a board seen on `viewerDay` (the viewer's local day). `withinOwnClub`:
 * the board is the club view of a club the player belongs to.
 */
export function listPlayer(player: ListedPlayer, viewerDay: IsoDate, withinOwnClub: boolean): PlayerListing {
  if (withinOwnClub || !isUnderFullNameAge(player.birthDate, viewerDay)) {
    return { firstName: player.firstName, lastName: player.lastName, showsTeam: true };
  }
  return { firstName: player.firstName.trim(), lastName: initialOf(player.lastName), showsTeam: false };
}
