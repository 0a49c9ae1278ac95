import { interval, map, take, takeWhile, timer } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { FAKE_CLOCK_START, FakeClock } from '../../../tests/support/fake-clock';

describe('FakeClock', () => {
  it('stands still until advanced, then moves now() by the step', () => {
    const clock = new FakeClock();
    expect(clock.now()).toBe(FAKE_CLOCK_START);
    clock.advanceBy(1_500);
    expect(clock.now()).toBe(FAKE_CLOCK_START + 1_500);
    expect(clock.scheduler.now()).toBe(clock.now());
  });

  it('is in UTC unless given a time zone', () => {
    expect(new FakeClock().timeZone()).toBe('UTC');
    expect(new FakeClock(FAKE_CLOCK_START, 'Pacific/Auckland').timeZone()).toBe('Pacific/Auckland');
  });

  it('drives a 60-second resend countdown one second at a time', () => {
    const clock = new FakeClock();
    const seen: number[] = [];
    let done = false;
    interval(1_000, clock.scheduler)
      .pipe(
        map((tick) => 59 - tick),
        takeWhile((left) => left >= 0),
      )
      .subscribe({
        next: (left) => seen.push(left),
        complete: () => {
          done = true;
        },
      });

    clock.advanceBy(999);
    expect(seen).toEqual([]);
    clock.advanceBy(1);
    expect(seen).toEqual([59]);
    clock.advanceBy(3_000);
    expect(seen).toEqual([59, 58, 57, 56]);
    clock.advanceBy(60_000);
    expect(seen).toHaveLength(60);
    expect(seen.at(-1)).toBe(0);
    expect(done).toBe(true);
  });

  it('runs due timers in due order, with now() at each timer’s time', () => {
    const clock = new FakeClock(0);
    const fired: [string, number][] = [];
    timer(300, clock.scheduler).subscribe(() => fired.push(['late', clock.now()]));
    timer(100, clock.scheduler).subscribe(() => fired.push(['early', clock.now()]));
    interval(150, clock.scheduler)
      .pipe(take(2))
      .subscribe(() => fired.push(['tick', clock.now()]));
    clock.advanceBy(1_000);
    expect(fired).toEqual([
      ['early', 100],
      ['tick', 150],
      ['late', 300],
      ['tick', 300],
    ]);
    expect(clock.now()).toBe(1_000);
  });

  it('fires a timer due at an absolute date', () => {
    const clock = new FakeClock();
    let firedAt: number | null = null;
    timer(new Date(FAKE_CLOCK_START + 5_000), clock.scheduler).subscribe(() => {
      firedAt = clock.now();
    });
    clock.advanceTo(FAKE_CLOCK_START + 4_999);
    expect(firedAt).toBeNull();
    clock.advanceBy(1);
    expect(firedAt).toBe(FAKE_CLOCK_START + 5_000);
  });
});
