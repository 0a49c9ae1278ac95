import { makeAutoObservable, runInAction } from 'mobx';
import { map, take, timer, type Subscription } from 'rxjs';
import type { Clock } from '../ports/clock.port';

/**
 * A wait before the next mail may be asked for: `secondsLeft` counts down once a second on the
 * Clock's scheduler (docs/architecture.md#time), then reaches 0.
 */
export class ResendCountdown {
  secondsLeft = 0;
  private ticking: Subscription | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly seconds: number,
  ) {
    makeAutoObservable<ResendCountdown, 'clock' | 'seconds' | 'ticking'>(this, { clock: false, seconds: false, ticking: false });
  }

  get running(): boolean {
    return this.secondsLeft > 0;
  }

  start(): void {
    this.stop();
    const total = this.seconds;
    this.secondsLeft = total;
    this.ticking = timer(1000, 1000, this.clock.scheduler)
      .pipe(
        take(total),
        map((tick) => total - tick - 1),
      )
      .subscribe((left) => runInAction(() => (this.secondsLeft = left)));
  }

  stop(): void {
    this.ticking?.unsubscribe();
    this.ticking = null;
    this.secondsLeft = 0;
  }
}
