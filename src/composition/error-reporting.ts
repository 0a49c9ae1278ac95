import { DeferredErrorReporter } from '../adapters/error-reporting/deferred-error-reporter';
import type { ErrorReporter } from '../application/ports/error-reporter.port';
import type { ErrorReportingSetup } from './error-report-delivery';

/**
 * The site's error reporter: in development and in the demo, the console; in a real-API build, a beacon to
 * VITE_ERROR_REPORT_URL when it is set, else nothing at all (that build then carries no reporting code). The
 * reporting code loads on the first error (see DeferredErrorReporter).
 */
export function errorReporterFor(setup: ErrorReportingSetup): ErrorReporter {
  const reports = __DEMO__ || import.meta.env.DEV || import.meta.env.VITE_ERROR_REPORT_URL !== undefined;
  if (!reports) return { report: () => undefined };
  return new DeferredErrorReporter(
    setup.clock,
    () => window.location.pathname,
    async () => (await import('./error-report-delivery')).errorOccurrenceSinkFor(setup),
  );
}
