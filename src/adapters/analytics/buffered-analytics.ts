import type { Analytics, AnalyticsEvent } from '../../application/ports/analytics.port';

/** The global array that BufferedAnalytics fills. */
const ANALYTICS_BUFFER_KEY = '__pulseboardAnalytics';

/** An object that can hold the buffer: `window` in the browser. */
export interface AnalyticsBufferHost {
  [ANALYTICS_BUFFER_KEY]?: AnalyticsEvent[];
}

/**
 * Keeps every tracked event, in order, in the array `window.__pulseboardAnalytics`, so that
 * end-to-end tests can read what the app reported:
 *
 *   const events = await page.evaluate(() => window.__pulseboardAnalytics ?? []);
 *
 * The array is created on the first event (or reused if one is already there) and is
 * never trimmed; it is meant for demo and test builds, not for production traffic.
 */
export class BufferedAnalytics implements Analytics {
  constructor(private readonly host: AnalyticsBufferHost = globalThis as AnalyticsBufferHost) {}

  track(event: AnalyticsEvent): void {
    const existing = this.host[ANALYTICS_BUFFER_KEY];
    const buffer = Array.isArray(existing) ? existing : [];
    buffer.push(event);
    this.host[ANALYTICS_BUFFER_KEY] = buffer;
  }

  /** The events tracked so far (a copy). */
  events(): readonly AnalyticsEvent[] {
    const buffer = this.host[ANALYTICS_BUFFER_KEY];
    return Array.isArray(buffer) ? [...buffer] : [];
  }
}

declare global {
  interface Window {
    /** Filled by BufferedAnalytics for end-to-end tests. */
    __pulseboardAnalytics?: AnalyticsEvent[];
  }
}
