import type { Analytics, AnalyticsEvent } from '../../application/ports/analytics.port';

/**
 * The real-API build's analytics: events go nowhere. The buffer of BufferedAnalytics serves the demo's
 * end-to-end tests only; in a deployed app it would keep every visited path, link tokens included.
 */
export class DiscardingAnalytics implements Analytics {
  track(_event: AnalyticsEvent): void {
    // Nothing to keep: see the class comment.
  }
}
