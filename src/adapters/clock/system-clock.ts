import { asyncScheduler, type SchedulerLike } from 'rxjs';
import type { Clock } from '../../application/ports/clock.port';

/** The real clock: the one place in the app that reads Date.now() (docs/architecture.md#time). */
export class SystemClock implements Clock {
  readonly scheduler: SchedulerLike = asyncScheduler;

  now(): number {
    return Date.now();
  }
}
