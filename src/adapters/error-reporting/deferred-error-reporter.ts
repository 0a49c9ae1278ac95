import type { Clock } from '../../application/ports/clock.port';
import type { ErrorContext, ErrorReporter } from '../../application/ports/error-reporter.port';
import type { ErrorOccurrenceSink } from './error-report-pipeline';

/**
 * The reporter the container holds (docs/architecture.md#error-reporting). It notes the path and the time of each
 * error at once, and loads the reporting code (redaction, folding, the beacon) on the first error only, so that a page
 * without errors, /login first, never downloads it. A load that fails drops what waited and tries again next time.
 */
export class DeferredErrorReporter implements ErrorReporter {
  private sink: Promise<ErrorOccurrenceSink> | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly currentPath: () => string,
    private readonly load: () => Promise<ErrorOccurrenceSink>,
  ) {}

  report(error: unknown, context: ErrorContext): void {
    const occurrence = { error, context, path: this.currentPath(), at: this.clock.now() };
    const sink = (this.sink ??= this.load());
    sink.then(
      (loaded) => {
        try {
          loaded.receive(occurrence);
        } catch {
          // Reporting must never raise an error of its own: it would be reported in turn.
        }
      },
      () => {
        if (this.sink === sink) this.sink = null;
      },
    );
  }
}
