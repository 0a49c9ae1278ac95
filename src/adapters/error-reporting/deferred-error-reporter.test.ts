import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../tests/support/fake-clock';
import { heldAnswer } from '../../../tests/support/held-answer';
import type { ErrorOccurrence } from './error-report';
import type { ErrorOccurrenceSink } from './error-report-pipeline';
import { DeferredErrorReporter } from './deferred-error-reporter';

function sinkRecording(): ErrorOccurrenceSink & { readonly received: ErrorOccurrence[] } {
  const received: ErrorOccurrence[] = [];
  return { received, receive: (occurrence) => received.push(occurrence) };
}

const flushPromises = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('DeferredErrorReporter', () => {
  it('loads the reporting code on the first error only, and hands it every error with its path and time of report', async () => {
    const clock = new FakeClock();
    let path = '/sessions/123';
    let loads = 0;
    const sink = sinkRecording();
    const held = heldAnswer<ErrorOccurrenceSink>();
    const reporter = new DeferredErrorReporter(
      clock,
      () => path,
      () => {
        loads += 1;
        return held.promise;
      },
    );
    expect(loads).toBe(0);

    const first = new Error('first');
    reporter.report(first, { source: 'window-error' });
    const reportedAt = clock.now();
    path = '/dashboard';
    clock.advanceBy(2_000);
    reporter.report('second', { source: 'unhandled-rejection' });
    held.resolve(sink);
    await flushPromises();

    expect(loads).toBe(1);
    expect(sink.received).toEqual([
      { error: first, context: { source: 'window-error' }, path: '/sessions/123', at: reportedAt },
      { error: 'second', context: { source: 'unhandled-rejection' }, path: '/dashboard', at: reportedAt + 2_000 },
    ]);
  });

  it('drops what waited on a load that failed, and loads again on the next error', async () => {
    const sink = sinkRecording();
    const loads = [Promise.reject(new Error('offline')), Promise.resolve(sink)];
    const reporter = new DeferredErrorReporter(
      new FakeClock(),
      () => '/',
      () => loads.shift()!,
    );
    reporter.report(new Error('lost'), { source: 'window-error' });
    await flushPromises();
    reporter.report(new Error('kept'), { source: 'window-error' });
    await flushPromises();
    expect(sink.received.map((occurrence) => (occurrence.error as Error).message)).toEqual(['kept']);
  });

  it('never raises an error of its own when the sink throws', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const throwing: ErrorOccurrenceSink = {
        receive: () => {
          throw new Error('broken sink');
        },
      };
      const reporter = new DeferredErrorReporter(
        new FakeClock(),
        () => '/',
        () => Promise.resolve(throwing),
      );
      expect(() => reporter.report(new Error('x'), { source: 'window-error' })).not.toThrow();
      await flushPromises();
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
