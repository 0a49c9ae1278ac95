import { MILLISECONDS_PER_DAY } from '../../domain/time/day-length';

/** How long ago a mail was sent, in the largest whole unit, for a relative time ("5 minutes ago"). */
export interface MailAge {
  /** Whole units, never negative; 0 with 'second' means "now". */
  readonly value: number;
  readonly unit: 'second' | 'minute' | 'hour' | 'day';
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * The age of a mail sent at `sentAt` seen at `now` (both epoch ms). Under a minute is "now";
 * a mail from the future (the mock clock runs ahead of the app's after `POST /__mock/clock`) too.
 */
export function mailAgeOf(sentAt: number, now: number): MailAge {
  const age = Math.max(0, now - sentAt);
  if (age < MINUTE_MS) return { value: 0, unit: 'second' };
  if (age < HOUR_MS) return { value: Math.floor(age / MINUTE_MS), unit: 'minute' };
  if (age < MILLISECONDS_PER_DAY) return { value: Math.floor(age / HOUR_MS), unit: 'hour' };
  return { value: Math.floor(age / MILLISECONDS_PER_DAY), unit: 'day' };
}
