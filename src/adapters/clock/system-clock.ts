import { asyncScheduler, type SchedulerLike } from 'rxjs';
import type { Clock } from '../../application/ports/clock.port';
import { isTimeZone, type TimeZone } from '../../domain/time/time-zone-name';

/**
 * The real clock: the one place in the app that reads Date.now() (docs/architecture.md#time), and
 * the browser's time zone (a browser that names none, or one the zone database does not know, is UTC).
 */
export class SystemClock implements Clock {
  readonly scheduler: SchedulerLike = asyncScheduler;

  now(): number {
    return Date.now();
  }

  timeZone(): TimeZone {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone as string | undefined;
    return zone !== undefined && isTimeZone(zone) ? zone : 'UTC';
  }
}
