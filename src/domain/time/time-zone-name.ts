/**
 * IANA time zone names and the builtin zone database's formatter for each (docs/product-rules.md#days-and-time-zones).
 * Apart from time-zone.ts, whose local-day arithmetic the features use: the clock (on every first screen) needs only
 * whether a zone name is known.
 */

/** An IANA time zone name such as `America/Los_Angeles` or `UTC`. */
export type TimeZone = string;

/** One formatter per zone: building an `Intl.DateTimeFormat` costs far more than using one. */
const wallClockFormats = new Map<TimeZone, Intl.DateTimeFormat>();

/** The zone's wall clock, to the second, in a 23-hour cycle; throws for a zone the database does not know. */
export function wallClockFormat(timeZone: TimeZone): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** Whether the builtin zone database knows `name` (an IANA name or an alias it accepts). */
export function isTimeZone(name: string): boolean {
  if (name.length === 0) return false;
  try {
    wallClockFormat(name);
    return true;
  } catch {
    return false;
  }
}
