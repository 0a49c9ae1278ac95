import { errorReportOf, type ErrorOccurrence, type ErrorReport } from './error-report';

/** Where the deferred reporter hands each occurrence once the reporting code has loaded. */
export interface ErrorOccurrenceSink {
  receive(occurrence: ErrorOccurrence): void;
}

export interface ErrorReportPipelineOptions {
  /** The route pattern a path answers to (`/reset-password/:token`), as analytics names pages. */
  readonly routePatternOf: (path: string) => Promise<string>;
  readonly version: string;
  /** Personal values to remove from every text, read when a report is made. */
  readonly knownValues: () => readonly string[];
  /** Where a finished report goes: the console, or the queue of the beacon. */
  readonly deliver: (report: ErrorReport, occurrence: ErrorOccurrence) => void;
}

/** Used when the route cannot be told: a report never falls back to the raw path. */
const UNKNOWN_ROUTE = '/…';

/**
 * Turns each occurrence into a redacted report (docs/architecture.md#error-reporting) and delivers it. Nothing here
 * may throw or reject: an error while reporting would be reported in turn.
 */
export class ErrorReportPipeline implements ErrorOccurrenceSink {
  constructor(private readonly options: ErrorReportPipelineOptions) {}

  receive(occurrence: ErrorOccurrence): void {
    const { routePatternOf, version, knownValues, deliver } = this.options;
    void Promise.resolve()
      .then(() => routePatternOf(occurrence.path))
      .catch(() => UNKNOWN_ROUTE)
      .then((route) => deliver(errorReportOf(occurrence, { route, version, knownValues: knownValues() }), occurrence))
      .catch(() => undefined);
  }
}
