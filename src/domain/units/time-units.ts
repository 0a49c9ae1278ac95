import { asMinutes, type Minutes, type Seconds } from './branded-units';

export const SECONDS_PER_MINUTE = 60;
export const SECONDS_PER_HOUR = 3600;

/**
 * `mm:ss` for a duration in seconds, rounded to the whole second. Hours roll
 * into the minutes (7503 s → "125:03"); negative or non-finite input gives "00:00".
 */
export function formatMinutesSeconds(seconds: Seconds): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
  const minutes = Math.floor(total / SECONDS_PER_MINUTE);
  const rest = total % SECONDS_PER_MINUTE;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** Timeline values arrive in seconds and are shown in minutes (docs/product-rules.md#chart-precision). */
export function secondsToMinutes(seconds: Seconds): Minutes {
  return asMinutes(seconds / SECONDS_PER_MINUTE);
}
