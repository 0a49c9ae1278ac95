import { describe, expect, it } from 'vitest';
import type { AnalyticsBufferHost } from './buffered-analytics';
import { BufferedAnalytics } from './buffered-analytics';

describe('BufferedAnalytics', () => {
  it('appends events in order to __pulseboardAnalytics on the host', () => {
    const host: AnalyticsBufferHost = {};
    const analytics = new BufferedAnalytics(host);
    analytics.track({ name: 'page_load', path: '/dashboard' });
    analytics.track({ name: 'sidebar_toggled', expanded: false });
    expect(host.__pulseboardAnalytics).toEqual([
      { name: 'page_load', path: '/dashboard' },
      { name: 'sidebar_toggled', expanded: false },
    ]);
    expect(analytics.events()).toEqual(host.__pulseboardAnalytics);
  });

  it('shares the buffer between instances and replaces a non-array value', () => {
    const host = { __pulseboardAnalytics: 'garbage' } as unknown as AnalyticsBufferHost;
    new BufferedAnalytics(host).track({ name: 'page_not_found', page: '/nope' });
    new BufferedAnalytics(host).track({ name: 'page_load', path: '/calendar' });
    expect(host.__pulseboardAnalytics).toHaveLength(2);
  });
});
