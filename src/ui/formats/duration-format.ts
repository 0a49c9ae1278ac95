import { MINUTES_PER_HOUR, SECONDS_PER_HOUR, SECONDS_PER_MINUTE } from '../../domain/units/time-units';
import { formatClockPart } from './number-format';

/**
 * How a duration reads:
 * - `duration`: how long something lasted, the one format of every length and time a page shows
 *   (a session's length, its time above 80% HRmax, its activity points, time in a zone): hours and
 *   minutes from an hour on ("1:05 h", "4:00 h"), minutes and seconds below ("16:01 min",
 *   "0:59 min"); docs/product-rules.md#glossary;
 * - `h:mm:ss`: a clock of hours, minutes and seconds ("1:30:23", "0:00:59"): where a span starts and
 *   ends in a file;
 * - `mm:ss`: minutes and seconds, the hours rolled into the minutes ("01:05", "125:03"): times
 *   inside a session (chart axes, segment bounds), as the segment form takes them.
 */
export type DurationStyle = 'duration' | 'h:mm:ss' | 'mm:ss';

/**
 * The symbols after a `duration`: h and min are the symbols the SI accepts for the hour and the
 * minute, written alike in English and French, after a no-break space so they never wrap alone.
 */
const HOUR_SYMBOL = '\u00A0h';
const MINUTE_SYMBOL = '\u00A0min';

/**
 * The one duration formatter of the app: a duration in seconds in the given style, with the
 * reader's digits. Negative or non-finite input reads as zero.
 */
export function formatDuration(locales: readonly string[], seconds: number, style: DurationStyle): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
  const total = Math.round(whole);
  const rest = formatClockPart(locales, total % SECONDS_PER_MINUTE, 2);
  if (style === 'duration') {
    if (total < SECONDS_PER_HOUR)
      return `${formatClockPart(locales, Math.floor(total / SECONDS_PER_MINUTE), 1)}:${rest}${MINUTE_SYMBOL}`;
    // Rounded to the minute: 1 h 59 min 45 s reads 2:00 h, never 1:60 h.
    const totalMinutes = Math.round(total / SECONDS_PER_MINUTE);
    const hours = formatClockPart(locales, Math.floor(totalMinutes / MINUTES_PER_HOUR), 1);
    return `${hours}:${formatClockPart(locales, totalMinutes % MINUTES_PER_HOUR, 2)}${HOUR_SYMBOL}`;
  }
  // The clock styles read alike in English and French: the reader's digits, colons between.
  if (style === 'mm:ss') return `${formatClockPart(locales, Math.floor(total / SECONDS_PER_MINUTE), 2)}:${rest}`;
  const hours = formatClockPart(locales, Math.floor(total / SECONDS_PER_HOUR), 1);
  const minutes = formatClockPart(locales, Math.floor((total % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE), 2);
  return `${hours}:${minutes}:${rest}`;
}
