import { describe, expect, it } from 'vitest';
import { ApiError } from '../../domain/errors/api-error';
import { asSeconds } from '../../domain/units/branded-units';
import { makeActivity, setUp } from './session-detail-fakes.test-support';

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
