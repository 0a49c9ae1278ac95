import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../tests/support/fake-clock';
import type { ErrorReport } from './error-report';
import { ERROR_REPORT_LIMITS, ErrorReportQueue, type ErrorReportBatch } from './error-report-queue';

function reportOf(message: string, at = 0): ErrorReport {
  return { source: 'window-error', route: '/dashboard', version: '1+x', name: 'Error', message, at, count: 1 };
}

function queueWithClock() {
  const clock = new FakeClock();
  const sent: ErrorReportBatch[] = [];
  const queue = new ErrorReportQueue(clock, (batch) => sent.push(batch));
  const counts = () => sent.map((batch) => batch.reports.map((report) => `${report.message}×${report.count}`));
  return { clock, queue, sent, counts };
}

const { batchDelayMs, foldWindowMs, reportsPerMinute } = ERROR_REPORT_LIMITS;

describe('ErrorReportQueue', () => {
  it('sends a batch once its delay has passed, with every report queued meanwhile', () => {
    const { clock, queue, counts } = queueWithClock();
    queue.add(reportOf('a'));
    clock.advanceBy(1_000);
    queue.add(reportOf('b'));
    clock.advanceBy(batchDelayMs - 1_001);
    expect(counts()).toEqual([]);
    clock.advanceBy(1);
    expect(counts()).toEqual([['a×1', 'b×1']]);
  });

  it('folds the same error into one report with a count: in the batch, then once more when its window closes', () => {
    const { clock, queue, counts } = queueWithClock();
    queue.add(reportOf('loop'));
    queue.add(reportOf('loop'));
    clock.advanceBy(batchDelayMs);
    expect(counts()).toEqual([['loop×2']]);
    for (let i = 0; i < 30; i += 1) {
      clock.advanceBy(1_000);
      queue.add(reportOf('loop'));
    }
    expect(counts()).toEqual([['loop×2']]);
    clock.advanceBy(foldWindowMs - 35_000 + batchDelayMs);
    expect(counts()).toEqual([['loop×2'], ['loop×30']]);
    // After its window, the same error opens a new one.
    queue.add(reportOf('loop'));
    clock.advanceBy(batchDelayMs);
    expect(counts()).toEqual([['loop×2'], ['loop×30'], ['loop×1']]);
  });

  it(`sends at most ${reportsPerMinute} reports a minute and counts the others as suppressed`, () => {
    const { clock, queue, sent } = queueWithClock();
    for (let i = 0; i < reportsPerMinute + 3; i += 1) queue.add(reportOf(`error ${i}`));
    clock.advanceBy(batchDelayMs);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.reports.map((report) => report.message)).toEqual(
      Array.from({ length: reportsPerMinute }, (_, i) => `error ${i}`),
    );
    expect(sent[0]!.suppressed).toBe(3);

    // Held back too, and only counted: the count leaves with the next batch.
    clock.advanceBy(30_000);
    queue.add(reportOf('still within the minute'));
    clock.advanceBy(batchDelayMs);
    expect(sent).toHaveLength(1);

    clock.advanceBy(20_000);
    queue.add(reportOf('a new minute'));
    clock.advanceBy(batchDelayMs);
    expect(sent[1]).toEqual({ reports: [reportOf('a new minute')], suppressed: 1 });
  });

  it("sends the batch and the open folds' counts at once on flush (the page is hidden), and nothing when empty", () => {
    const { clock, queue, counts } = queueWithClock();
    queue.flush();
    expect(counts()).toEqual([]);
    queue.add(reportOf('a'));
    clock.advanceBy(batchDelayMs);
    queue.add(reportOf('a'));
    queue.add(reportOf('a'));
    queue.add(reportOf('b'));
    queue.flush();
    expect(counts()).toEqual([['a×1'], ['b×1', 'a×2']]);
    clock.advanceBy(foldWindowMs);
    expect(counts()).toHaveLength(2);
  });
});
