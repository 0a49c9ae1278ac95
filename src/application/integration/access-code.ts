import { makeAutoObservable } from 'mobx';
import { interval, map, merge, timer, type Subscription } from 'rxjs';
import type { Clock } from '../ports/clock.port';

/** docs/product-rules.md#constants-and-limits: an integration access code lives 60 seconds. */
const ACCESS_CODE_LIFETIME_MS = 60_000;
const TICK_MS = 1_000;

/**
 * The access code on screen and its countdown. The code is cleared and `expired` set when
 * its lifetime is over. Both the 1-s ticks and the expiry timer run on the Clock's scheduler;
 * the seconds left are read from `clock.now()`, so a clock that jumps (a paused tab, a test
 * that fast-forwards) still shows the right figure and still expires.
 */
export class AccessCode {
  code: string | null = null;
  expired = false;
  secondsLeft = 0;
  private expiresAt = 0;
  private subscription: Subscription | null = null;

  constructor(private readonly clock: Clock) {
    makeAutoObservable<AccessCode, 'clock' | 'subscription'>(this, { clock: false, subscription: false });
  }

  show(code: string): void {
    this.stopTimers();
    this.code = code;
    this.expired = false;
    this.expiresAt = this.clock.now() + ACCESS_CODE_LIFETIME_MS;
    this.secondsLeft = ACCESS_CODE_LIFETIME_MS / TICK_MS;
    const { scheduler } = this.clock;
    this.subscription = merge(
      interval(TICK_MS, scheduler).pipe(map(() => false)),
      timer(ACCESS_CODE_LIFETIME_MS, scheduler).pipe(map(() => true)),
    ).subscribe((lifetimeOver) => this.tick(lifetimeOver));
  }

  /** Forget the code without reporting expiry (the user went back). */
  clear(): void {
    this.stopTimers();
    this.code = null;
    this.expired = false;
    this.secondsLeft = 0;
  }

  /** The screen is gone: the timers stop and the code is forgotten with them. */
  dispose(): void {
    this.stopTimers();
    this.code = null;
  }

  private tick(lifetimeOver: boolean): void {
    const left = this.expiresAt - this.clock.now();
    if (lifetimeOver || left <= 0) {
      this.stopTimers();
      this.code = null;
      this.expired = true;
      this.secondsLeft = 0;
    } else {
      this.secondsLeft = Math.ceil(left / TICK_MS);
    }
  }

  private stopTimers(): void {
    this.subscription?.unsubscribe();
    this.subscription = null;
  }
}
