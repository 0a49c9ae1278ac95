import { addDays, civilFromDays, daysFromCivil, toIsoDate, type IsoDate } from './civil-date';
import { LruCache } from '../cache/lru-cache';
import {
  MILLISECONDS_PER_DAY,
  MILLISECONDS_PER_HOUR,
  MILLISECONDS_PER_MINUTE,
  MILLISECONDS_PER_SECOND,
} from '../units/time-units';
import { wallClockFormat, type TimeZone } from './time-zone-name';

export { isTimeZone, type TimeZone } from './time-zone-name';

/**
 * Local days and times in an IANA time zone (docs/product-rules.md#days-and-time-zones). The zone is
 * always a parameter: these functions never read the machine's zone. Offsets come from
 * `Intl.DateTimeFormat` (a JavaScript builtin with the zone database, so no package is needed).
 *
 * Wall time is written here as "wall milliseconds": the local date and time read as if it were UTC,
 * so `wall = instant + offset`.
 */

export interface LocalTime {
  readonly day: IsoDate;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

/** The wall clock's reading at an instant, to the second, as wall milliseconds (years 0001–9999). */
function wallSecondsOf(epochMs: number, timeZone: TimeZone): number {
  const fields: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of wallClockFormat(timeZone).formatToParts(epochMs)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = fields;
  // Some engines write midnight as hour 24 even with the h23 cycle.
  return (
    daysFromCivil(toIsoDate({ year, month, day })) * MILLISECONDS_PER_DAY +
    (hour % 24) * MILLISECONDS_PER_HOUR +
    minute * MILLISECONDS_PER_MINUTE +
    second * MILLISECONDS_PER_SECOND
  );
}

/**
 * Offsets already read, by zone and whole second: a history, a calendar month or a dashboard reads the same instants
 * again and again (each of its calls dates every session), and each read asks Intl for the wall clock's parts.
 */
const knownOffsets = new LruCache<string, number>(4_096);

/** Local time minus UTC at the instant, in milliseconds (−3:30 in St John's winter is −12 600 000). */
export function zoneOffsetMs(epochMs: number, timeZone: TimeZone): number {
  const wholeSecond = Math.floor(epochMs / MILLISECONDS_PER_SECOND) * MILLISECONDS_PER_SECOND;
  const key = `${timeZone} ${wholeSecond}`;
  const known = knownOffsets.get(key);
  if (known !== undefined) return known;
  const offset = wallSecondsOf(wholeSecond, timeZone) - wholeSecond;
  knownOffsets.set(key, offset);
  return offset;
}

function wallMsOf(epochMs: number, timeZone: TimeZone): number {
  return epochMs + zoneOffsetMs(epochMs, timeZone);
}

function localTimeOfWall(wallMs: number): LocalTime {
  const dayNumber = Math.floor(wallMs / MILLISECONDS_PER_DAY);
  const inDay = wallMs - dayNumber * MILLISECONDS_PER_DAY;
  return {
    day: civilFromDays(dayNumber),
    hour: Math.floor(inDay / MILLISECONDS_PER_HOUR),
    minute: Math.floor((inDay % MILLISECONDS_PER_HOUR) / MILLISECONDS_PER_MINUTE),
    second: Math.floor((inDay % MILLISECONDS_PER_MINUTE) / MILLISECONDS_PER_SECOND),
  };
}

/** What a wall clock in the zone shows at the instant. */
export function localTimeOf(epochMs: number, timeZone: TimeZone): LocalTime {
  return localTimeOfWall(wallMsOf(epochMs, timeZone));
}

/**
 * The instants whose wall clock shows `wallMs`: none (skipped by a jump forward), one, or two
 * (repeated after a jump back), earliest first. Assumes at most one offset change within a day
 * either side, which every zone in the database keeps.
 */
function instantsOfWall(
  wallMs: number,
  timeZone: TimeZone,
): { found: number[]; offsetBefore: number; offsetAfter: number } {
  const offsetBefore = zoneOffsetMs(wallMs - MILLISECONDS_PER_DAY, timeZone);
  const offsetAfter = zoneOffsetMs(wallMs + MILLISECONDS_PER_DAY, timeZone);
  const found: number[] = [];
  for (const offset of [offsetBefore, offsetAfter]) {
    const instant = wallMs - offset;
    if (zoneOffsetMs(instant, timeZone) === offset && !found.includes(instant)) found.push(instant);
  }
  found.sort((a, b) => a - b);
  return { found, offsetBefore, offsetAfter };
}

/**
 * The instant of a local date and time. A time repeated by a jump back is its first occurrence;
 * a time skipped by a jump forward moves forward by the jump (02:30 on New York's spring-forward
 * day is 03:30 EDT).
 */
export function instantOfLocalTime(day: IsoDate, hour: number, minute: number, timeZone: TimeZone): number {
  const wallMs =
    daysFromCivil(day) * MILLISECONDS_PER_DAY + hour * MILLISECONDS_PER_HOUR + minute * MILLISECONDS_PER_MINUTE;
  const { found, offsetBefore } = instantsOfWall(wallMs, timeZone);
  return found[0] ?? wallMs - offsetBefore;
}

/**
 * The first instant of a local day: its midnight, or, when the midnight is skipped by a jump
 * forward, the first instant after the jump. A day skipped whole (Kiritimati's 31 December 1994)
 * starts and ends at the same instant, so it holds no time.
 */
export function startOfLocalDay(day: IsoDate, timeZone: TimeZone): number {
  const midnight = daysFromCivil(day) * MILLISECONDS_PER_DAY;
  const { found, offsetBefore, offsetAfter } = instantsOfWall(midnight, timeZone);
  if (found[0] !== undefined) return found[0];
  // Skipped midnight: the jump lies between midnight − after and midnight − before (whole seconds).
  let low = Math.floor((midnight - offsetAfter) / MILLISECONDS_PER_SECOND);
  let high = Math.ceil((midnight - offsetBefore) / MILLISECONDS_PER_SECOND);
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (wallMsOf(mid * MILLISECONDS_PER_SECOND, timeZone) >= midnight) high = mid;
    else low = mid + 1;
  }
  return low * MILLISECONDS_PER_SECOND;
}

/**
 * The local day an instant belongs to: the day whose [start, next day's start) holds it. This is
 * the wall clock's date, except in the rare hour after a jump back across midnight (St John's
 * before 2011 went from 00:01 back to 23:01): the day already begun stays the day.
 */
export function localDayOf(epochMs: number, timeZone: TimeZone): IsoDate {
  const offset = zoneOffsetMs(epochMs, timeZone);
  const wallDay = localTimeOfWall(epochMs + offset).day;
  // Without a change of offset in the two days before, the wall clock's day is the day.
  if (zoneOffsetMs(epochMs - 2 * MILLISECONDS_PER_DAY, timeZone) === offset) return wallDay;
  const nextDay = addDays(wallDay, 1);
  return startOfLocalDay(nextDay, timeZone) <= epochMs ? nextDay : wallDay;
}

/** The instants covering the local days `from` to `to`, both included: [start of from, start of the day after to). */
export function instantsOfDays(from: IsoDate, to: IsoDate, timeZone: TimeZone): { startMs: number; endMs: number } {
  return {
    startMs: startOfLocalDay(from, timeZone),
    endMs: startOfLocalDay(addDays(to, 1), timeZone),
  };
}
