import type { SessionStart } from '../../../application/session-detail/session-detail.view-model';
import { dateTimeFormat } from '../../formats/date-time-format';

/**
 * When the session took place, in the viewer's zone and the reader's regional format: its date, and
 * its start and end times (the end from its recorded length) as the region writes a range: "Monday,
 * November 2, 2026, 10:00 – 11:14 PM" (en-US), "Monday 2 November 2026, 22:00–23:14" (en-GB),
 * "lundi 2 novembre 2026, 22:00 – 23:14" (fr); one that ends on the next day names both. Its date is
 * the day the calendar shows the session on (docs/product-rules.md#days-and-time-zones).
 */
export function formatSessionTimes(locales: Intl.LocalesArgument, start: SessionStart, endEpochMs: number | null): string {
  const format = dateTimeFormat(locales, { dateStyle: 'full', timeStyle: 'short', timeZone: start.timeZone });
  return endEpochMs === null || !(endEpochMs > start.epochMs) ? format.format(start.epochMs) : format.formatRange(start.epochMs, endEpochMs);
}
