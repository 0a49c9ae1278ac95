import type { Subscription } from 'rxjs';
import type { Clock } from '../../application/ports/clock.port';
import { fingerprintOf, type ErrorReport } from './error-report';
import { MILLISECONDS_PER_MINUTE } from '../../domain/units/time-units';

/** docs/architecture.md#error-reporting: how reports are gathered before they are sent. */
export const ERROR_REPORT_LIMITS = {
  /** A batch leaves this long after its first report (or when the page is hidden). */
  batchDelayMs: 5_000,
  /** Once an error is reported, the same error again within this window only adds to its count. */
  foldWindowMs: 60_000,
  /** At most this many reports per minute; the others are only counted (`suppressed`). */
  reportsPerMinute: 10,
} as const;

/** What one send carries: the reports, and how many the rate limit held back since the last send. */
export interface ErrorReportBatch {
  readonly reports: readonly ErrorReport[];
  readonly suppressed: number;
}

/** One error within its fold window: its first report, and the occurrences not sent yet. */
interface Fold {
  readonly report: ErrorReport;
  unsent: number;
  queued: boolean;
}

/**
 * Folds, limits and batches error reports. The first occurrence of an error is queued at once; the same error again
 * within the fold window only counts, and the count leaves when the window closes, as one more report of it. Every
 * report queued counts against the rate limit. `flush` sends the queue now (the page is being hidden).
 */
export class ErrorReportQueue {
  private readonly folds = new Map<string, Fold>();
  private readonly batch = new Set<Fold>();
  private queuedAt: number[] = [];
  private suppressed = 0;
  private batchTimer: Subscription | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly send: (batch: ErrorReportBatch) => void,
  ) {}

  add(report: ErrorReport): void {
    const key = fingerprintOf(report);
    const fold = this.folds.get(key);
    if (fold) {
      fold.unsent += report.count;
      return;
    }
    if (!this.withinRateLimit()) return;
    const opened: Fold = { report, unsent: report.count, queued: false };
    this.folds.set(key, opened);
    this.enqueue(opened);
    this.clock.scheduler.schedule(() => this.closeFold(key, opened), ERROR_REPORT_LIMITS.foldWindowMs);
  }

  /** Sends what is queued, and the counts of every open fold, now. */
  flush(): void {
    for (const [key, fold] of this.folds) {
      this.folds.delete(key);
      if (!fold.queued && fold.unsent > 0 && this.withinRateLimit()) this.enqueue(fold);
    }
    this.sendBatch();
  }

  private closeFold(key: string, fold: Fold): void {
    if (this.folds.get(key) !== fold) return;
    this.folds.delete(key);
    if (!fold.queued && fold.unsent > 0 && this.withinRateLimit()) this.enqueue(fold);
  }

  /** Counts a report against the limit; false (and counted as suppressed) when the minute's reports are used up. */
  private withinRateLimit(): boolean {
    const now = this.clock.now();
    this.queuedAt = this.queuedAt.filter((at) => now - at < MILLISECONDS_PER_MINUTE);
    if (this.queuedAt.length >= ERROR_REPORT_LIMITS.reportsPerMinute) {
      this.suppressed += 1;
      return false;
    }
    this.queuedAt.push(now);
    return true;
  }

  private enqueue(fold: Fold): void {
    fold.queued = true;
    this.batch.add(fold);
    this.batchTimer ??= this.clock.scheduler.schedule(() => this.sendBatch(), ERROR_REPORT_LIMITS.batchDelayMs);
  }

  private sendBatch(): void {
    this.batchTimer?.unsubscribe();
    this.batchTimer = null;
    const reports = [...this.batch].map((fold) => {
      const report = { ...fold.report, count: fold.unsent };
      fold.unsent = 0;
      fold.queued = false;
      return report;
    });
    this.batch.clear();
    const suppressed = this.suppressed;
    this.suppressed = 0;
    if (reports.length > 0 || suppressed > 0) this.send({ reports, suppressed });
  }
}
