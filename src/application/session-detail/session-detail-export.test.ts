import { describe, expect, it } from 'vitest';
import type { Timeline } from '../../domain/activity/timeline';
import { ApiError } from '../../domain/errors/api-error';
import { asSeconds } from '../../domain/units/branded-units';
import { heldAnswer } from '../../../tests/support/held-answer';
import { makeActivity, makeTimeline, setUp } from './session-detail-fakes.test-support';

describe('the session’s date', () => {
  it('is the local day of its start in the viewer’s zone, and the export is named after the same day', async () => {
    // 18:00 UTC on 26 October 2026: 07:00 on the 27th in Auckland, 11:00 on the 26th in Los Angeles.
    const activity = makeActivity({ startTime: '2026-10-26T18:00:00Z', title: 'Early training' });
    for (const [timeZone, day] of [
      ['Pacific/Auckland', '2026-10-27'],
      ['America/Los_Angeles', '2026-10-26'],
      ['Europe/Paris', '2026-10-26'],
    ] as const) {
      const { vm, saved } = setUp(activity, timeZone);
      expect(vm.start).toBeNull();
      await vm.load('pa-1');
      expect(vm.start).toEqual({ epochMs: Date.UTC(2026, 9, 26, 18), day, timeZone });
      await vm.export.exportAs('csv');
      expect(saved.map((file) => file.name)).toEqual([`${day} Early training.csv`]);
    }
  });
});

describe('export', () => {
  const exportCalls = (api: ReturnType<typeof setUp>['api']) =>
    api.getTimeline.mock.calls.filter(([, query]) => query.timeInterval === 1).map(([id, query]) => ({ id, ...query }));

  it('asks the 1-s HR and AP timelines of the analysed span in pieces of 10 000 s, and saves a row per second', async () => {
    const { vm, api, saved } = setUp(
      makeActivity({ analysedSeconds: asSeconds(14_400), durationSeconds: asSeconds(15_000), title: 'Long ride' }),
    );
    await vm.load('pa-1');
    await vm.export.exportAs('csv');
    expect(exportCalls(api)).toEqual([
      { id: 'pa-1', startOffsetSeconds: 0, endOffsetSeconds: 10_000, timeInterval: 1, chartMetricsType: 'HR_BPM' },
      { id: 'pa-1', startOffsetSeconds: 10_000, endOffsetSeconds: 14_400, timeInterval: 1, chartMetricsType: 'HR_BPM' },
      { id: 'pa-1', startOffsetSeconds: 0, endOffsetSeconds: 10_000, timeInterval: 1, chartMetricsType: 'AP' },
      { id: 'pa-1', startOffsetSeconds: 10_000, endOffsetSeconds: 14_400, timeInterval: 1, chartMetricsType: 'AP' },
    ]);
    expect(saved.map((file) => file.name)).toEqual(['2026-01-01 Long ride.csv']);
    const rows = (await saved[0]?.contents.text())?.split('\r\n') ?? [];
    // The header, seconds 0–14 399, and the last line ending.
    expect(rows).toHaveLength(1 + 14_400 + 1);
    expect(rows[1]).toMatch(/^0,130,/);
    expect(vm.export.state).toBe('idle');
  });

  it('an export started before a child switch saves nothing and shows no error', async () => {
    const { vm, api, saved, switchPlayer } = setUp();
    await vm.load('pa-1');
    const late = heldAnswer<Timeline>();
    api.getTimeline.mockReturnValueOnce(late.promise);
    const exporting = vm.export.exportAs('tcx');
    switchPlayer('p2');
    late.resolve(
      makeTimeline({ startOffsetSeconds: 0, endOffsetSeconds: 3600, timeInterval: 1, chartMetricsType: 'HR_BPM' }),
    );
    await exporting;
    expect(saved).toEqual([]);
    expect(vm.export.state).toBe('idle');
  });

  it('opening another session drops an export in progress; a failed timeline is an export error', async () => {
    const { vm, api, saved } = setUp();
    await vm.load('pa-1');
    const late = heldAnswer<Timeline>();
    api.getTimeline.mockReturnValueOnce(late.promise);
    const exporting = vm.export.exportAs('csv');
    await vm.load('pa-2');
    expect(vm.export.state).toBe('idle');
    late.resolve(
      makeTimeline({ startOffsetSeconds: 0, endOffsetSeconds: 3600, timeInterval: 1, chartMetricsType: 'HR_BPM' }),
    );
    await exporting;
    expect(saved).toEqual([]);

    api.getTimeline.mockRejectedValueOnce(new ApiError('BP_500', 'boom', 500));
    await vm.export.exportAs('csv');
    expect(vm.export.state).toBe('error');
    await vm.load('pa-1');
    expect(vm.export.failed).toBe(false);
  });

  it('a session without data has nothing to export', async () => {
    const { vm, saved } = setUp(makeActivity({ dataStatus: 'NOT_SYNCED' }));
    await vm.load('pa-1');
    await vm.export.exportAs('csv');
    expect(vm.export.state).toBe('error');
    expect(saved).toEqual([]);
  });
});
