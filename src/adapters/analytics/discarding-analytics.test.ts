import { describe, expect, it } from 'vitest';
import { DiscardingAnalytics } from './discarding-analytics';

describe('DiscardingAnalytics (the real-API build)', () => {
  it('keeps nothing: no event reaches a global buffer', () => {
    const host = globalThis as { __pulseboardAnalytics?: unknown };
    delete host.__pulseboardAnalytics;
    new DiscardingAnalytics().track({ name: 'page_load', path: '/reset-password?token=secret' });
    expect(host.__pulseboardAnalytics).toBeUndefined();
  });
});
