import type { SchedulerLike } from 'rxjs';

/**
 * All time in the app comes from here (docs/architecture.md#time). `now()` is epoch milliseconds;
 * `scheduler` drives every rxjs timer (countdowns, debounce, delayed notifications),
 * so tests replace both with a virtual clock.
 */
export interface Clock {
  now(): number;
  readonly scheduler: SchedulerLike;
}
