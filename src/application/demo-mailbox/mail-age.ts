import { MILLISECONDS_PER_DAY, MILLISECONDS_PER_HOUR, MILLISECONDS_PER_MINUTE } from '../../domain/units/time-units';

/** How long ago a mail was sent, in the largest whole unit, for a relative time ("5 minutes ago"). */
export interface MailAge {
  /** Whole units, never negative; 0 with 'second' means "now". */
  readonly value: number;
  readonly unit: 'second' | 'minute' | 'hour' | 'day';
}

/**
 * The age of a mail sent at `sentAt` seen at `now` (both epoch ms). Under a minute is "now";
 * a mail from the future (the mock clock runs ahead of the app's after `POST /__mock/clock`) too.
 */
export function mailAgeOf(sentAt: number, now: number): MailAge {
  const age = Math.max(0, now - sentAt);
  if (age < MILLISECONDS_PER_MINUTE) return { value: 0, unit: 'second' };
  if (age < MILLISECONDS_PER_HOUR) return { value: Math.floor(age / MILLISECONDS_PER_MINUTE), unit: 'minute' };
  if (age < MILLISECONDS_PER_DAY) return { value: Math.floor(age / MILLISECONDS_PER_HOUR), unit: 'hour' };
  return { value: Math.floor(age / MILLISECONDS_PER_DAY), unit: 'day' };
}
