import type { Analytics, AnalyticsEvent } from '../../application/ports/analytics.port';

/** Development analytics: every event goes to the console at debug level. */
export class ConsoleAnalytics implements Analytics {
  constructor(private readonly output: Pick<Console, 'debug'> = console) {}

  track(event: AnalyticsEvent): void {
    this.output.debug('[analytics]', event);
  }
}
