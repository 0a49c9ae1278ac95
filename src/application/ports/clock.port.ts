import type { SchedulerLike } from 'rxjs';
import type { TimeZone } from '../../domain/time/time-zone';

/**
 * All time in the app comes from here (docs/architecture.md#time). `now()` is epoch milliseconds;
 * `timeZone()` is the viewer's IANA zone, in which every day the app shows is counted
 * (docs/product-rules.md#days-and-time-zones); `scheduler` drives every rxjs timer (countdowns,
 * debounce, delayed notifications), so tests replace all three with a virtual clock.
 */
export interface Clock {
  now(): number;
  timeZone(): TimeZone;
  readonly scheduler: SchedulerLike;
}
