import { SECONDS_PER_HOUR, SECONDS_PER_MINUTE } from '../../../domain/units/time-units';

/** `h:mm:ss` of a duration, rounded to the whole second (5025.4 s → "1:23:45"; 59 s → "0:00:59"). */
export function formatHoursMinutesSeconds(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0;
  const hours = Math.floor(total / SECONDS_PER_HOUR);
  const minutes = Math.floor((total % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  const rest = total % SECONDS_PER_MINUTE;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}
