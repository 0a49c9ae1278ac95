import { describe, expect, it } from 'vitest';
import type { ErrorOccurrence, ErrorReport } from './error-report';
import { ErrorReportPipeline, type ErrorReportPipelineOptions } from './error-report-pipeline';

const flushPromises = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function pipelineWith(overrides: Partial<ErrorReportPipelineOptions> = {}) {
  const delivered: ErrorReport[] = [];
  const pipeline = new ErrorReportPipeline({
    routePatternOf: (path) => Promise.resolve(path.startsWith('/reset-password/') ? '/reset-password/:token' : '/…'),
    version: '0.1.0+abc',
    knownValues: () => ['Jane'],
    deliver: (report) => delivered.push(report),
    ...overrides,
  });
  return { pipeline, delivered };
}

const OCCURRENCE: ErrorOccurrence = {
  error: new Error('Jane broke it'),
  context: { source: 'window-error' },
  path: '/reset-password/tok-123',
  at: 7,
};

describe('ErrorReportPipeline', () => {
  it('delivers a redacted report naming the route pattern of the path, with the build version', async () => {
    const { pipeline, delivered } = pipelineWith();
    pipeline.receive(OCCURRENCE);
    await flushPromises();
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({
      route: '/reset-password/:token',
      version: '0.1.0+abc',
      message: '[name] broke it',
      at: 7,
      count: 1,
    });
    expect(JSON.stringify(delivered)).not.toContain('tok-123');
  });

  it('names no page at all when the route cannot be told, never the path', async () => {
    const { pipeline, delivered } = pipelineWith({
      routePatternOf: () => Promise.reject(new Error('feature list did not load')),
    });
    pipeline.receive(OCCURRENCE);
    await flushPromises();
    expect(delivered.map((report) => report.route)).toEqual(['/…']);
  });

  it('swallows an error while delivering: reporting never raises one of its own', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const { pipeline } = pipelineWith({
        deliver: () => {
          throw new Error('console is gone');
        },
      });
      pipeline.receive(OCCURRENCE);
      await flushPromises();
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
