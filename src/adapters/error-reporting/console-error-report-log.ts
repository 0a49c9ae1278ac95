import type { ErrorOccurrence, ErrorReport } from './error-report';

/** Starts every line the console reporter writes, so that a reader (or an end-to-end test) can find them. */
export const CONSOLE_ERROR_REPORT_PREFIX = '[pulseboard error report]';

/**
 * The reporter of development builds and of the demo (docs/architecture.md#error-reporting): each report is written
 * to the console at once, unfolded, as the JSON a real-API build would send, followed by the error itself (whose
 * stack the developer tools map to the sources).
 */
export function logErrorReport(
  report: ErrorReport,
  occurrence: ErrorOccurrence,
  log: (...data: unknown[]) => void = console.error,
): void {
  log(`${CONSOLE_ERROR_REPORT_PREFIX} ${JSON.stringify(report)}`, occurrence.error);
}
