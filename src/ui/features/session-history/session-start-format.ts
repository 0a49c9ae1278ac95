import type { TimeZone } from '../../../domain/time/time-zone';

/** One formatter per locale list and zone: a table page writes up to 100 starts. */
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * When a session started, as the history writes it on every screen: the reader's regional medium
 * date and short time ("Nov 25, 2026, 10:30 PM" in en-US, "25 Nov 2026, 22:30" in en-GB), in the
 * viewer's zone, so the date is the local day the calendar puts the session on
 * (docs/product-rules.md#days-and-time-zones).
 */
export function formatSessionStart(
  locales: readonly string[],
  start: { readonly epochMs: number; readonly timeZone: TimeZone },
): string {
  const key = `${locales.join(',')}|${start.timeZone}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat([...locales], {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: start.timeZone,
    });
    formats.set(key, format);
  }
  return format.format(start.epochMs);
}
