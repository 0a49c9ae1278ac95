import type { TimeZone } from '../../domain/time/time-zone';

/**
 * An instant as a full local date and a short time in `timeZone`, in the reader's regional format:
 * "Saturday, March 7, 2026 at 9:00 AM" (en-US), "Saturday, 7 March 2026 at 17:00" (en-GB),
 * "samedi 7 mars 2026 à 09:00" (fr). The date is the local day the app counts the instant on
 * (docs/product-rules.md#days-and-time-zones).
 */
export function formatLocalDateTime(locales: Intl.LocalesArgument, epochMs: number, timeZone: TimeZone): string {
  return new Intl.DateTimeFormat(locales, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(epochMs);
}
