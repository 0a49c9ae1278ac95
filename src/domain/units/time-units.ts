import { asMinutes, type Minutes, type Seconds } from './branded-units';

export const SECONDS_PER_MINUTE = 60;
export const SECONDS_PER_HOUR = 3600;

/** Timeline values arrive in seconds and are shown in minutes (docs/product-rules.md#chart-precision). */
export function secondsToMinutes(seconds: Seconds): Minutes {
  return asMinutes(seconds / SECONDS_PER_MINUTE);
}
