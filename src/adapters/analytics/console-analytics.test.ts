import { describe, expect, it, vi } from 'vitest';
import { ConsoleAnalytics } from './console-analytics';

describe('ConsoleAnalytics', () => {
  it('writes each event at debug level', () => {
    const output = { debug: vi.fn() };
    new ConsoleAnalytics(output).track({ name: 'page_load', path: '/leaderboard' });
    expect(output.debug).toHaveBeenCalledWith('[analytics]', { name: 'page_load', path: '/leaderboard' });
  });
});
