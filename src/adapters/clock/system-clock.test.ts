import { asyncScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { SystemClock } from './system-clock';

describe('SystemClock', () => {
  it('reads the real time and schedules on the async scheduler', () => {
    const before = Date.now();
    const now = new SystemClock().now();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
    expect(new SystemClock().scheduler).toBe(asyncScheduler);
  });
});
