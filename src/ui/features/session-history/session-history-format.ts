import { SECONDS_PER_HOUR, SECONDS_PER_MINUTE } from '../../../domain/units/time-units';

/** A session's length as `h:mm:ss` (5423 s → "1:30:23"), rounded to the whole second. */
export function formatHoursMinutesSeconds(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
  const hours = Math.floor(total / SECONDS_PER_HOUR);
  const minutes = Math.floor((total % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  const rest = total % SECONDS_PER_MINUTE;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}
