import { describe, expect, it } from 'vitest';
import type { ErrorReport } from './error-report';
import { CONSOLE_ERROR_REPORT_PREFIX, logErrorReport } from './console-error-report-log';

describe('logErrorReport', () => {
  it('writes one line: the prefix and the report as JSON, then the error itself for the developer tools', () => {
    const lines: unknown[][] = [];
    const report: ErrorReport = {
      source: 'react-caught',
      boundary: 'page',
      route: '/leaderboard',
      version: '1+x',
      name: 'Error',
      message: 'm',
      at: 1,
      count: 1,
    };
    const error = new Error('m');
    logErrorReport(report, { error, context: { source: 'react-caught' }, path: '/leaderboard', at: 1 }, (...data) =>
      lines.push(data),
    );
    expect(lines).toHaveLength(1);
    const [text, logged] = lines[0]!;
    expect(text).toBe(`${CONSOLE_ERROR_REPORT_PREFIX} ${JSON.stringify(report)}`);
    expect(logged).toBe(error);
  });
});
