import { describe, expect, it } from 'vitest';
import type { Timeline } from '../../domain/activity/timeline';
import { ApiError } from '../../domain/errors/api-error';
import { asSeconds } from '../../domain/units/branded-units';
import { heldAnswer } from '../../../tests/support/held-answer';
import { makeActivity, makeTimeline, setUp } from './session-detail-fakes.test-support';

describe('SessionDetailViewModel states', () => {
  it('loads a team session: Session, then Team Session and ready', async () => {
    const { vm } = setUp();
    expect(vm.crumb).toBe('SESSION');
    const done = vm.load('pa-1');
    expect(vm.status).toBe('loading');
    await done;
    expect(vm.status).toBe('ready');
    expect(vm.crumb).toBe('TEAM_SESSION');
    expect(vm.dataState).toBe('valid');
    expect(vm.hasData).toBe(true);
  });

  it('reads Individual Session for an INDIVIDUAL activity', async () => {
    const { vm } = setUp(makeActivity({ type: 'INDIVIDUAL', teamId: null, coachRun: false }));
    await vm.load('pa-1');
    expect(vm.crumb).toBe('INDIVIDUAL_SESSION');
  });

  it('BP_403 marks the activity not found (access denied), BP_404 deleted, others error', async () => {
    const cases = [
      [new ApiError('BP_403', 'denied', 403), 'not-found'],
      [new ApiError('BP_404', 'gone', 404), 'deleted'],
      [new ApiError('BP_500', 'boom', 500), 'error'],
      [new ApiError('NETWORK', 'offline', 0), 'error'],
    ] as const;
    for (const [error, status] of cases) {
      const { vm, api } = setUp();
      api.getActivity.mockRejectedValueOnce(error);
      await vm.load('pa-x');
      expect(vm.status).toBe(status);
      expect(vm.crumb).toBe('SESSION');
    }
  });

  it('checks a session being processed again past the cache', async () => {
    const { vm, api } = setUp(makeActivity({ dataStatus: 'NOT_PROCESSED' }));
    await vm.load('pa-1');
    expect(vm.dataState).toBe('being-processed');
    api.getActivity.mockResolvedValueOnce(makeActivity({ dataStatus: 'PROCESSED' }));
    await vm.retry();
    expect(vm.dataState).toBe('being-processed');
    await vm.checkAgain();
    expect(vm.dataState).toBe('valid');
    expect(api.getActivity).toHaveBeenCalledTimes(2);
  });

  it('retries after an error', async () => {
    const { vm, api } = setUp();
    api.getActivity.mockRejectedValueOnce(new ApiError('BP_500', 'boom', 500));
    await vm.load('pa-1');
    await vm.retry();
    expect(vm.status).toBe('ready');
  });

  it('shows the data state, the too-long flag and the trimmed note', async () => {
    const belt = setUp(makeActivity({ dataStatus: 'BELT_NOT_WORN' }));
    belt.api.getActivity.mockResolvedValueOnce({
      ...makeActivity({ dataStatus: 'BELT_NOT_WORN' }),
      playerActivitySummary: null,
    });
    await belt.vm.load('pa-1');
    expect(belt.vm.dataState).toBe('belt-not-worn');
    expect(belt.vm.hasData).toBe(false);
    expect(belt.api.getTimeline).not.toHaveBeenCalled();

    const own = setUp(makeActivity({ dataStatus: 'NOT_SYNCED', coachRun: false }));
    await own.vm.load('pa-1');
    expect(own.vm.dataState).toBe('not-synced-own-app');
    const coach = setUp(makeActivity({ dataStatus: 'NOT_SYNCED', coachRun: true }));
    await coach.vm.load('pa-1');
    expect(coach.vm.dataState).toBe('not-synced-coach-run');

    const long = setUp(
      makeActivity({ durationSeconds: 16200 as never, analysedSeconds: 14400 as never, tooLong: true, trimmed: true }),
    );
    await long.vm.load('pa-1');
    expect(long.vm.dataState).toBe('too-long');
    expect(long.vm.facts?.lengthNotice).toBe('trimmed');
  });

  it('gives the page the session’s facts: its team, end and source, its zones and HRmax only with data', async () => {
    const hr = {
      hrmax: 192,
      hrmaxSource: 'AGE_TANAKA',
      avgBpm: 150,
      maxBpm: 180,
      timeAbove80Seconds: 900,
      timeAbove80Percent: 25,
      zoneSeconds: { low: 900, moderate: 1800, high: 900 },
      edwardsZoneSeconds: [600, 900, 900, 600, 300],
      coveredSeconds: 3600,
    } as unknown as NonNullable<ReturnType<typeof makeActivity>['activityHrStats']>;
    const { vm } = setUp({ ...makeActivity(), activityHrStats: hr });
    expect(vm.facts).toBeNull();
    await vm.load('pa-1');
    expect(vm.facts).toMatchObject({
      type: 'TRAINING',
      teamName: 'Lions',
      source: 'BELT',
      lengthNotice: null,
      hrmax: { bpm: 192, origin: 'AGE_TANAKA' },
    });
    expect(vm.facts?.endEpochMs).toBe(Date.parse('2026-01-01T11:00:00Z'));
    expect(vm.facts?.timeInZones?.display.map((zone) => zone.percent)).toEqual([25, 50, 25]);

    const failed = setUp({
      ...makeActivity({ dataStatus: 'FAILED', coachRun: false }),
      playerActivitySummary: null,
      activityHrStats: hr,
    });
    await failed.vm.load('pa-1');
    expect(failed.vm.facts).toMatchObject({ source: 'APP', timeInZones: null, hrmax: null });

    const long = setUp(
      makeActivity({
        durationSeconds: asSeconds(16_200),
        analysedSeconds: asSeconds(14_400),
        tooLong: true,
        trimmed: true,
      }),
    );
    await long.vm.load('pa-1');
    expect(long.vm.facts?.lengthNotice).toBe('trimmed');
  });

  it('takes the distance unit from the signed-in user', () => {
    const { vm } = setUp();
    expect(vm.distanceUnit).toBe('METRIC');
  });
});

describe('the activity cache', () => {
  it('draws a revisit at once from the cache, without a fetch', async () => {
    const { make, api } = setUp();
    await make().load('pa-1');
    const second = make();
    void second.load('pa-1');
    expect(second.status).toBe('ready');
    expect(api.getActivity).toHaveBeenCalledTimes(1);
  });

  it('is invalidated by an edit, so the next visit refetches', async () => {
    const { make, api, cache } = setUp();
    const vm = make();
    await vm.load('pa-1');
    vm.description.setDraft('New text');
    await vm.description.save();
    expect(cache.get('pa-1')).toBeUndefined();
    expect(vm.activity?.playerActivityInfo.description).toBe('New text');
    await make().load('pa-1');
    expect(api.getActivity).toHaveBeenCalledTimes(2);
  });

  it('is invalidated by segment, attachment edits and resync', async () => {
    const { vm, cache } = setUp();
    const reload = async () => {
      await vm.load('pa-1');
      expect(cache.get('pa-1')).toBeDefined();
    };
    await reload();
    vm.segments.setField('name', 'Drill');
    vm.segments.useSpan(60, 180);
    await vm.segments.create();
    expect(cache.get('pa-1')).toBeUndefined();
    await reload();
    vm.attachments.setLinkUrl('https://example.com');
    await vm.attachments.addLink();
    expect(cache.get('pa-1')).toBeUndefined();
    await reload();
    vm.requestDeletion({ kind: 'attachment', attachmentId: 'a1' });
    await vm.confirmDeletion();
    expect(cache.get('pa-1')).toBeUndefined();
  });

  it('is cleared when the acting player changes', async () => {
    const { vm, cache, playerChanges } = setUp();
    await vm.load('pa-1');
    expect(cache.size).toBe(1);
    playerChanges.next('p2');
    expect(cache.size).toBe(0);
  });

  it('keeps about 50 activities, dropping the least recently used', async () => {
    const { make, api, cache } = setUp();
    api.getActivity.mockImplementation((id: string) => Promise.resolve(makeActivity({}, id)));
    for (let i = 0; i < 51; i += 1) await make().load(`pa-${i}`);
    expect(cache.size).toBe(50);
    expect(cache.get('pa-0')).toBeUndefined();
    expect(cache.get('pa-50')).toBeDefined();
  });
});

describe('deleting and resyncing', () => {
  it('asks for confirmation, deletes the session, toasts and goes to the calendar', async () => {
    const { vm, api, toasts, cache } = setUp();
    await vm.load('pa-1');
    vm.requestDeletion({ kind: 'session' });
    expect(api.deleteActivity).not.toHaveBeenCalled();
    await vm.confirmDeletion();
    expect(api.deleteActivity).toHaveBeenCalledWith('pa-1');
    expect(vm.status).toBe('deleted');
    expect(vm.redirectTo).toBe('/calendar');
    expect(toasts).toContainEqual({ kind: 'success', code: 'SESSION_DELETED' });
    expect(cache.get('pa-1')).toBeUndefined();
    expect(vm.pendingDeletion).toBeNull();
  });

  it('a cancelled confirmation deletes nothing', async () => {
    const { vm, api } = setUp();
    await vm.load('pa-1');
    vm.requestDeletion({ kind: 'segment', segmentId: 's1' });
    vm.cancelDeletion();
    await vm.confirmDeletion();
    expect(api.deleteSegment).not.toHaveBeenCalled();
    expect(vm.segments.list).toHaveLength(1);
  });

  it('deletes a segment after confirmation', async () => {
    const { vm, api, toasts } = setUp();
    await vm.load('pa-1');
    vm.requestDeletion({ kind: 'segment', segmentId: 's1' });
    await vm.confirmDeletion();
    expect(api.deleteSegment).toHaveBeenCalledWith('pa-1', 's1');
    expect(vm.segments.list).toHaveLength(0);
    expect(toasts).toContainEqual({ kind: 'success', code: 'SEGMENT_DELETED' });
  });

  it('a failed session delete stays on the page with an error toast', async () => {
    const { vm, api, toasts } = setUp();
    await vm.load('pa-1');
    api.deleteActivity.mockRejectedValueOnce(new ApiError('BP_500', 'boom', 500));
    vm.requestDeletion({ kind: 'session' });
    await vm.confirmDeletion();
    expect(vm.status).toBe('ready');
    expect(vm.redirectTo).toBeNull();
    expect(toasts).toContainEqual({ kind: 'error', code: 'TRY_AGAIN_LATER' });
  });

  it('resyncs only when allowed, then reloads', async () => {
    const allowed = setUp();
    await allowed.vm.load('pa-1');
    await allowed.vm.resync();
    expect(allowed.api.resync).toHaveBeenCalledWith('pa-1');
    expect(allowed.api.getActivity).toHaveBeenCalledTimes(2);
    const refused = setUp(makeActivity({ canResync: false }));
    await refused.vm.load('pa-1');
    await refused.vm.resync();
    expect(refused.api.resync).not.toHaveBeenCalled();
  });
});

describe('charts', () => {
  it('fetches the whole session at 60-s steps, then a dragged span at its precision', async () => {
    const { vm, api } = setUp();
    await vm.load('pa-1');
    await Promise.resolve();
    expect(api.getTimeline).toHaveBeenCalledWith('pa-1', {
      startOffsetSeconds: 0,
      endOffsetSeconds: 3600,
      timeInterval: 60,
      chartMetricsType: 'HR_BPM',
    });
    expect(api.getTimeline).toHaveBeenCalledWith('pa-1', {
      startOffsetSeconds: 0,
      endOffsetSeconds: 3600,
      timeInterval: 60,
      chartMetricsType: 'AP',
    });
    await vm.chart.selectSpan(600, 840);
    expect(vm.chart.stepSeconds).toBe(2);
    expect(api.getTimeline).toHaveBeenLastCalledWith(
      'pa-1',
      expect.objectContaining({ startOffsetSeconds: 600, endOffsetSeconds: 840, timeInterval: 2 }),
    );
    expect(vm.chart.heartRate?.stepSeconds).toBe(2);
    await vm.chart.selectSpan(0, 600);
    expect(vm.chart.stepSeconds).toBe(10);
    await vm.chart.selectSpan(0, 1200);
    expect(vm.chart.stepSeconds).toBe(30);
    await vm.chart.resetZoom();
    expect(vm.chart.isZoomed).toBe(false);
    expect(vm.chart.stepSeconds).toBe(60);
  });

  it('clamps a span to the session and toggles bpm / % HRmax', async () => {
    const { vm } = setUp();
    await vm.load('pa-1');
    await vm.chart.selectSpan(3500, 4000);
    expect(vm.chart.shownSpan).toEqual({ start: 3500, end: 3600 });
    vm.chart.setMetric('HR_PERCENTAGE');
    expect(vm.chart.metric).toBe('HR_PERCENTAGE');
  });

  it('keeps the newest span when an older answer arrives late', async () => {
    const { vm, api } = setUp();
    await vm.load('pa-1');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    api.getTimeline.mockImplementationOnce(async (_id, q) => {
      await gate;
      return { ...(await import('./session-detail-fakes.test-support')).makeTimeline(q) };
    });
    const slow = vm.chart.selectSpan(0, 100);
    await vm.chart.selectSpan(0, 2000);
    release();
    await slow;
    expect(vm.chart.heartRate?.stepSeconds).toBe(60);
  });
});

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
