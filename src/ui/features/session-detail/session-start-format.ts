import type { SessionStart } from '../../../application/session-detail/session-detail.view-model';

/**
 * When the session started, in the viewer's zone and the reader's regional format: "Monday,
 * November 2, 2026 at 10:00 PM" (en-US), "Monday 2 November 2026 at 22:00" (en-GB), "lundi
 * 2 novembre 2026 à 22:00" (fr). Its date is the day the calendar shows the session on
 * (docs/product-rules.md#days-and-time-zones).
 */
export function formatSessionStart(locales: Intl.LocalesArgument, start: SessionStart): string {
  return new Intl.DateTimeFormat(locales, { dateStyle: 'full', timeStyle: 'short', timeZone: start.timeZone }).format(start.epochMs);
}
