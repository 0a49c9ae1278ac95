import { asMinutes, type Minutes, type Seconds } from './branded-units';

/** Every time constant of the app, in one place. */
export const SECONDS_PER_MINUTE = 60;
export const MINUTES_PER_HOUR = 60;
export const SECONDS_PER_HOUR = 3600;
export const DAYS_PER_WEEK = 7;
export const MILLISECONDS_PER_SECOND = 1_000;
export const MILLISECONDS_PER_MINUTE = 60_000;
export const MILLISECONDS_PER_HOUR = 3_600_000;
/**
 * The length of a UTC day. A UTC day is always 24 hours; a day in a time zone with daylight
 * saving time can be 23 or 25, so local days are never counted with this constant.
 */
export const MILLISECONDS_PER_DAY = 86_400_000;

/** Timeline values arrive in seconds and are shown in minutes (docs/product-rules.md#chart-precision). */
export function secondsToMinutes(seconds: Seconds): Minutes {
  return asMinutes(seconds / SECONDS_PER_MINUTE);
}
