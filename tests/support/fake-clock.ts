import { VirtualTimeScheduler } from 'rxjs';
import type { Clock } from '../../src/application/ports/clock.port';
import type { TimeZone } from '../../src/domain/time/time-zone';

/** 2026-01-15 09:00 UTC: a fixed, readable default start for tests. */
export const FAKE_CLOCK_START = Date.UTC(2026, 0, 15, 9, 0, 0);

/**
 * A Clock for tests on rxjs' VirtualTimeScheduler: time stands still until `advanceBy`,
 * which runs every timer due within the step, in due order, and then moves `now()`.
 * The scheduler's own `now()` is the same epoch time, so `timer(someDate, scheduler)` works.
 * Its time zone is UTC unless given.
 */
export class FakeClock implements Clock {
  readonly scheduler: VirtualTimeScheduler;
  private readonly start: number;
  private readonly zone: TimeZone;

  constructor(start: number = FAKE_CLOCK_START, zone: TimeZone = 'UTC') {
    this.start = start;
    this.zone = zone;
    this.scheduler = new VirtualTimeScheduler();
    this.scheduler.now = () => this.start + this.scheduler.frame;
  }

  now(): number {
    return this.start + this.scheduler.frame;
  }

  timeZone(): TimeZone {
    return this.zone;
  }

  /** Moves time forward by `ms`, running due timers (including ones they schedule) on the way. */
  advanceBy(ms: number): void {
    if (!(ms >= 0)) throw new RangeError(`advanceBy needs a non-negative step, got ${ms}`);
    const target = this.scheduler.frame + ms;
    this.scheduler.maxFrames = target;
    this.scheduler.flush();
    this.scheduler.frame = target;
  }

  /** Moves time to an absolute epoch time (not backwards). */
  advanceTo(epochMs: number): void {
    this.advanceBy(epochMs - this.now());
  }
}
