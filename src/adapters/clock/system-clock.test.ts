import { asyncScheduler } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SystemClock } from './system-clock';

describe('SystemClock', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the real time and schedules on the async scheduler', () => {
    const before = Date.now();
    const now = new SystemClock().now();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
    expect(new SystemClock().scheduler).toBe(asyncScheduler);
  });

  it('gives the browser’s time zone', () => {
    const options = Intl.DateTimeFormat().resolvedOptions();
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...options,
      timeZone: 'America/Los_Angeles',
    });
    expect(new SystemClock().timeZone()).toBe('America/Los_Angeles');
  });

  it('counts in UTC when the browser names no zone or one the zone database does not know', () => {
    const options = Intl.DateTimeFormat().resolvedOptions();
    const resolved = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    resolved.mockReturnValue({ ...options, timeZone: 'Mars/Olympus_Mons' });
    expect(new SystemClock().timeZone()).toBe('UTC');
    resolved.mockReturnValue({ ...options, timeZone: undefined as unknown as string });
    expect(new SystemClock().timeZone()).toBe('UTC');
  });
});
