import { daysFromCivil, type IsoDate } from './civil-date';
import { MILLISECONDS_PER_DAY } from '../units/time-units';

/**
 * A civil date as an instant for writing it. The days the app shows are the viewer's local days
 * (docs/product-rules.md#days-and-time-zones), held as civil dates (`IsoDate`); `Intl.DateTimeFormat`
 * writes instants, so a date is handed to it as its UTC midnight with `timeZone: 'UTC'`, which writes
 * exactly that date whatever the viewer's zone.
 */

/** The instant a UTC day starts: what an `Intl.DateTimeFormat` with `timeZone: 'UTC'` formats as that date. */
export function toUtcMidnightMs(date: IsoDate): number {
  return daysFromCivil(date) * MILLISECONDS_PER_DAY;
}
