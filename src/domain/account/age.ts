import { isIsoDate, splitIsoDate, type IsoDate } from '../time/civil-date';

/**
 * Whole years from `birthDate` to `day`: the years go up on the birthday itself. Someone born on
 * 29 February has their birthday on 1 March in a common year. `day` is a local day of the viewer
 * (docs/product-rules.md#days-and-time-zones), or the day of a session.
 */
export function completedYears(birthDate: IsoDate, day: IsoDate): number {
  const born = splitIsoDate(birthDate);
  const on = splitIsoDate(day);
  const beforeBirthday = on.month < born.month || (on.month === born.month && on.day < born.day);
  return on.year - born.year - (beforeBirthday ? 1 : 0);
}

/** The age on `day` of someone born on `birthDate` as a profile holds it: null for none, a malformed date, or a birth after `day`. */
export function ageOnDay(birthDate: string | null, day: IsoDate): number | null {
  if (birthDate === null || !isIsoDate(birthDate)) return null;
  const age = completedYears(birthDate, day);
  return age >= 0 ? age : null;
}
