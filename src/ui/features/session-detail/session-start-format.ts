import type { SessionStart } from '../../../application/session-detail/session-detail.view-model';
import { dateTimeFormat } from '../../formats/date-time-format';

/** A piece of the written date and times: `time` is a time of day (with its AM/PM), which must never wrap. */
export interface SessionTimesRun {
  readonly text: string;
  readonly time: boolean;
}

const TIME_PARTS: ReadonlySet<Intl.DateTimeFormatPartTypes> = new Set(['hour', 'minute', 'second', 'dayPeriod']);

function formatParts(
  locales: Intl.LocalesArgument,
  start: SessionStart,
  endEpochMs: number | null,
): readonly Intl.DateTimeFormatPart[] {
  const format = dateTimeFormat(locales, { dateStyle: 'full', timeStyle: 'short', timeZone: start.timeZone });
  return endEpochMs === null || !(endEpochMs > start.epochMs)
    ? format.formatToParts(start.epochMs)
    : format.formatRangeToParts(start.epochMs, endEpochMs);
}

/**
 * When the session took place, in the viewer's zone and the reader's regional format: its date, and
 * its start and end times (the end from its recorded length) as the region writes a range: "Monday,
 * November 2, 2026, 10:00 – 11:14 PM" (en-US), "Monday 2 November 2026, 22:00–23:14" (en-GB),
 * "lundi 2 novembre 2026, 22:00 – 23:14" (fr); one that ends on the next day names both. Its date is
 * the day the calendar shows the session on (docs/product-rules.md#days-and-time-zones).
 */
export function formatSessionTimes(
  locales: Intl.LocalesArgument,
  start: SessionStart,
  endEpochMs: number | null,
): string {
  return formatParts(locales, start, endEpochMs)
    .map((part) => part.value)
    .join('');
}

/**
 * The same words cut into runs: each run of times ("10:00 – 11:14 PM" on one day, "10:00 PM" and
 * "1:00 AM" across midnight) is one unit a line may not break inside, so "PM" never wraps onto a line
 * of its own; the date's words around them wrap as usual.
 */
export function sessionTimesRuns(
  locales: Intl.LocalesArgument,
  start: SessionStart,
  endEpochMs: number | null,
): readonly SessionTimesRun[] {
  const parts = formatParts(locales, start, endEpochMs);
  const runs: SessionTimesRun[] = [];
  const add = (text: string, time: boolean) => {
    const last = runs.at(-1);
    if (last !== undefined && last.time === time) runs[runs.length - 1] = { text: last.text + text, time };
    else runs.push({ text, time });
  };
  /** The next part that is not a literal, from `index` on. */
  const nextWord = (index: number) => parts.slice(index).find((part) => part.type !== 'literal');
  parts.forEach((part, index) => {
    const next = nextWord(index + 1);
    // A literal between two times (":", " ", the range's dash) belongs to the times around it.
    const betweenTimes =
      part.type === 'literal' && runs.at(-1)?.time === true && next !== undefined && TIME_PARTS.has(next.type);
    add(part.value, TIME_PARTS.has(part.type) || betweenTimes);
  });
  return runs;
}
