import { BeaconErrorReportSender } from '../adapters/error-reporting/beacon-error-report-sender';
import { logErrorReport } from '../adapters/error-reporting/console-error-report-log';
import { ErrorReportPipeline, type ErrorOccurrenceSink } from '../adapters/error-reporting/error-report-pipeline';
import { ErrorReportQueue } from '../adapters/error-reporting/error-report-queue';
import type { Clock } from '../application/ports/clock.port';
import type { User } from '../domain/account/user';

/** What a site gives its error reporter (docs/architecture.md#error-reporting). */
export interface ErrorReportingSetup {
  readonly clock: Clock;
  /**
   * The route pattern a path answers to; the start file gives it, from the site's route table. Without it, a report
   * names no page at all (`/…`): never the path.
   */
  readonly routePatternOf?: (path: string) => Promise<string>;
  /** Who is signed in when a report is made: their names and addresses are removed from it. */
  readonly signedInUser: () => User | null;
}

/** What the main app knows about a person, to be redacted from every report wherever it appears. */
export function personalValuesOf(user: User | null): readonly string[] {
  if (user === null) return [];
  return [
    user.firstName,
    user.lastName,
    user.email,
    ...(user.newEmail === null ? [] : [user.newEmail]),
    ...user.additionalEmailAddresses.map((address) => address.email),
    ...user.playerDetails.flatMap((child) => [child.firstName, child.lastName]),
  ];
}

/**
 * Where reports go (docs/architecture.md#error-reporting), loaded on a site's first error. Development and the demo
 * write each report to the console; a real-API build folds, limits and batches them, and sends each batch with a
 * beacon to VITE_ERROR_REPORT_URL, at once when the page is hidden or closed.
 */
export function errorOccurrenceSinkFor(setup: ErrorReportingSetup): ErrorOccurrenceSink {
  const base = {
    routePatternOf: setup.routePatternOf ?? (() => Promise.resolve('/…')),
    version: __BUILD_VERSION__,
    knownValues: () => personalValuesOf(setup.signedInUser()),
  };
  const url = import.meta.env.VITE_ERROR_REPORT_URL;
  if (__DEMO__ || import.meta.env.DEV || url === undefined) {
    return new ErrorReportPipeline({ ...base, deliver: (report, occurrence) => logErrorReport(report, occurrence) });
  }
  const sender = new BeaconErrorReportSender(url, (target, body) => navigator.sendBeacon(target, body));
  const queue = new ErrorReportQueue(setup.clock, (batch) => sender.send(batch));
  window.addEventListener('pagehide', () => queue.flush());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flush();
  });
  return new ErrorReportPipeline({ ...base, deliver: (report) => queue.add(report) });
}
