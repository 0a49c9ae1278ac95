import { SECONDS_PER_HOUR, SECONDS_PER_MINUTE } from '../../domain/units/time-units';
import { formatClockPart, formatMeasure } from './number-format';

/**
 * How a duration reads:
 * - `h:mm:ss`: a clock of hours, minutes and seconds ("1:30:23", "0:00:59"): session lengths, file spans;
 * - `mm:ss`: minutes and seconds, the hours rolled into the minutes ("01:05", "125:03"): times
 *   inside a session, red-zone and AP time;
 * - `hours-minutes`: words, rounded to the minute ("1 hr 30 min" / "1 h 30 min", "45 min").
 */
export type DurationStyle = 'h:mm:ss' | 'mm:ss' | 'hours-minutes';

const MINUTES_PER_HOUR = 60;

const lists = new Map<string, Intl.ListFormat>();

/** "1 hr" and "30 min" side by side as the locale joins units. */
function joinUnits(locales: readonly string[], parts: readonly string[]): string {
  const key = locales.join(',');
  let list = lists.get(key);
  if (!list) {
    list = new Intl.ListFormat(locales, { type: 'unit', style: 'narrow' });
    lists.set(key, list);
  }
  return list.format(parts);
}

/**
 * The one duration formatter of the app: a duration in seconds in the given style, with the
 * reader's digits and unit words. Negative or non-finite input reads as zero.
 */
export function formatDuration(locales: readonly string[], seconds: number, style: DurationStyle): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
  if (style === 'hours-minutes') {
    const totalMinutes = Math.round(whole / SECONDS_PER_MINUTE);
    const hours = Math.floor(totalMinutes / MINUTES_PER_HOUR);
    const minutes = totalMinutes % MINUTES_PER_HOUR;
    if (hours === 0) return formatMeasure(locales, minutes, 'minute');
    const hourText = formatMeasure(locales, hours, 'hour');
    return minutes === 0 ? hourText : joinUnits(locales, [hourText, formatMeasure(locales, minutes, 'minute')]);
  }
  // The clock styles read alike in English and French: the reader's digits, colons between.
  const total = Math.round(whole);
  const rest = formatClockPart(locales, total % SECONDS_PER_MINUTE, 2);
  if (style === 'mm:ss') return `${formatClockPart(locales, Math.floor(total / SECONDS_PER_MINUTE), 2)}:${rest}`;
  const hours = formatClockPart(locales, Math.floor(total / SECONDS_PER_HOUR), 1);
  const minutes = formatClockPart(locales, Math.floor((total % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE), 2);
  return `${hours}:${minutes}:${rest}`;
}
