import { describe, expect, it } from 'vitest';
import { Subject } from 'rxjs';
import type { DistanceUnit } from '../../domain/account/user';
import { ApiError } from '../../domain/errors/api-error';
import { makeRow } from '../../domain/session-history/session-history-rows.test-support';
import { sortAndPage } from '../../domain/session-history/session-history-order';
import type { SessionHistory, SessionHistoryRow } from '../../domain/session-history/session-history-row';
import type { SessionHistoryApi, SessionHistoryRequest } from '../ports/session-history-api.port';
import { SessionHistoryViewModel, type SessionHistoryPlayer } from './session-history.view-model';

const ALEX_ROWS: SessionHistoryRow[] = Array.from({ length: 37 }, (_, index) => makeRow(index));

/** Answers like the mock backend: the domain's sort and paging over the player's rows. */
class FakeSessionHistoryApi implements SessionHistoryApi {
  readonly calls: { playerId: string; request: SessionHistoryRequest }[] = [];
  failNext = 0;
  failWith: ApiError = new ApiError('BP_500', 'boom', 500);
  rowsByPlayer: Record<string, SessionHistoryRow[]> = {
    'pl-alex': ALEX_ROWS,
    'pl-emma': ALEX_ROWS.slice(0, 4),
    'pl-solo': [],
  };
  private pending: (() => void)[] = [];
  hold = false;

  getSessionHistory(playerId: string, request: SessionHistoryRequest): Promise<SessionHistory> {
    this.calls.push({ playerId, request });
    if (this.failNext > 0) {
      this.failNext -= 1;
      return Promise.reject(this.failWith);
    }
    const answer: SessionHistory = {
      playerInfo: request.playerInfo
        ? { playerId, firstName: 'Alex', lastName: 'Martin', photo: null, weightKnown: true }
        : null,
      sort: request.sort,
      playerSessions: sortAndPage(this.rowsByPlayer[playerId] ?? [], request.sort, request.page, request.size),
    };
    if (!this.hold) return Promise.resolve(answer);
    return new Promise((resolve) => this.pending.push(() => resolve(answer)));
  }

  /** Answers the held calls, the oldest first, or the newest first (an older answer landing last). */
  release(order: 'oldest first' | 'newest first' = 'oldest first'): void {
    const pending = order === 'oldest first' ? this.pending : [...this.pending].reverse();
    this.pending = [];
    pending.forEach((resolve) => resolve());
  }
}

function setUp(unitDistance: DistanceUnit = 'METRIC', playerId = 'pl-alex', timeZone = 'UTC') {
  const api = new FakeSessionHistoryApi();
  const changes = new Subject<string | null>();
  const player: SessionHistoryPlayer & { activePlayerId: string | null } = {
    activePlayerId: playerId,
    playerChanges$: changes,
    user: { unitDistance },
  };
  const vm = new SessionHistoryViewModel(api, player, { timeZone: () => timeZone });
  vm.start();
  return { api, changes, player, vm };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const NO_QUERY = { sort: null, size: null, page: null };

describe('SessionHistoryViewModel', () => {
  it('loads the first page of 10, newest first, with the player info, showing skeletons of the page size meanwhile', async () => {
    const { vm, api } = setUp();
    vm.show(NO_QUERY);
    expect(vm.loadState).toBe('loading');
    expect(vm.skeletonRowCount).toBe(10);
    await settle();
    expect(api.calls).toEqual([
      {
        playerId: 'pl-alex',
        request: { sort: { field: 'date', direction: 'desc' }, size: 10, page: 0, playerInfo: true },
      },
    ]);
    expect(vm.loadState).toBe('ready');
    expect(vm.rows.map((row) => row.activityId)).toEqual([
      'pa-36',
      'pa-35',
      'pa-34',
      'pa-33',
      'pa-32',
      'pa-31',
      'pa-30',
      'pa-29',
      'pa-28',
      'pa-27',
    ]);
    expect(vm.rows[0]?.href).toBe('/calendar/activity/pa-36');
    expect(vm.rows[0]?.start).toEqual({ epochMs: Date.parse(ALEX_ROWS[36]?.startTime ?? ''), timeZone: 'UTC' });
    expect(vm.playerName).toBe('Alex Martin');
    expect([vm.pageNumber, vm.pageCount, vm.totalElements, vm.hasPrevious, vm.hasNext]).toEqual([
      1,
      4,
      37,
      false,
      true,
    ]);
    expect(vm.isSortedBy('date')).toBe(true);
    expect(vm.emptyCode).toBeNull();
    expect(vm.correctedQuery).toBeNull();
  });

  it("gives each row's start with the viewer's zone, the Clock's, to write its date and time in", async () => {
    for (const zone of ['America/Los_Angeles', 'Pacific/Auckland', 'Europe/Paris']) {
      const { vm } = setUp('METRIC', 'pl-alex', zone);
      vm.show(NO_QUERY);
      await settle();
      expect(
        vm.rows.map((row) => row.start.timeZone),
        zone,
      ).toEqual(Array(10).fill(zone));
      expect(vm.rows.map((row) => new Date(row.start.epochMs).toISOString())).toEqual(
        vm.rows.map((row) => row.startTime),
      );
    }
  });

  it('reads the place from the URL (page counted from 1) and asks the player info only once', async () => {
    const { vm, api } = setUp();
    vm.show({ sort: 'duration,asc', size: '25', page: '2' });
    await settle();
    expect(api.calls[0]?.request).toEqual({
      sort: { field: 'duration', direction: 'asc' },
      size: 25,
      page: 1,
      playerInfo: true,
    });
    expect(vm.rows).toHaveLength(12);
    expect([vm.pageNumber, vm.pageCount]).toEqual([2, 2]);
    vm.show({ sort: 'duration,asc', size: '25', page: '1' });
    await settle();
    expect(api.calls[1]?.request).toEqual({
      sort: { field: 'duration', direction: 'asc' },
      size: 25,
      page: 0,
      playerInfo: false,
    });
    expect(vm.playerInfo?.lastName).toBe('Martin');
  });

  it('falls back to the defaults for unreadable query values', async () => {
    const { vm, api } = setUp();
    vm.show({ sort: 'shoe-size,up', size: '7', page: '-3' });
    await settle();
    expect(api.calls[0]?.request).toMatchObject({ sort: { field: 'date', direction: 'desc' }, size: 10, page: 0 });
    expect(vm.correctedQuery).toBeNull();
  });

  it('does not ask again for the place it already shows (the URL echo of its own correction)', async () => {
    const { vm, api } = setUp();
    vm.show(NO_QUERY);
    await settle();
    vm.show({ sort: 'date,desc', size: '10', page: '1' });
    await settle();
    expect(api.calls).toHaveLength(1);
  });

  it('shows the last page for a page past the end and asks the URL to say so', async () => {
    const { vm, api } = setUp();
    vm.show({ sort: null, size: '10', page: '99' });
    await settle();
    expect(api.calls[0]?.request.page).toBe(98);
    expect([vm.pageNumber, vm.pageCount, vm.hasNext, vm.rows.length]).toEqual([4, 4, false, 7]);
    expect(vm.correctedQuery).toEqual({ sort: 'date,desc', size: '10', page: '4' });
    vm.show({ sort: 'date,desc', size: '10', page: '4' });
    await settle();
    expect(api.calls).toHaveLength(1);
    expect(vm.correctedQuery).toBeNull();
  });

  it('sorts by a header: ascending first, then descending, back to the first page', async () => {
    const { vm } = setUp();
    vm.show({ sort: null, size: null, page: '3' });
    await settle();
    expect(vm.queryForSort('duration')).toEqual({ sort: 'duration,asc', size: '10', page: '1' });
    vm.show(vm.queryForSort('duration'));
    await settle();
    const ascending = vm.rows.map((row) => row.durationSeconds);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(vm.isSortedBy('duration')).toBe(true);
    expect(vm.queryForSort('duration')).toEqual({ sort: 'duration,desc', size: '10', page: '1' });
    vm.show(vm.queryForSort('duration'));
    await settle();
    const descending = vm.rows.map((row) => row.durationSeconds);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    // The session column sorts by date: from the default newest first, one click gives oldest first.
    expect(vm.queryForSort('workload').sort).toBe('workload,asc');
  });

  it("sorts as the phone's picker says, field and direction at once, back to the first page", async () => {
    const { vm } = setUp();
    vm.show({ sort: 'date,desc', size: '25', page: '2' });
    await settle();
    expect(vm.queryForSortBy({ field: 'distance', direction: 'desc' })).toEqual({
      sort: 'distance,desc',
      size: '25',
      page: '1',
    });
    expect(vm.queryForSortBy({ field: 'date', direction: 'asc' })).toEqual({ sort: 'date,asc', size: '25', page: '1' });
  });

  it('changes the page size keeping the first shown row in view, and pages within the pages that exist', async () => {
    const { vm } = setUp();
    vm.show({ sort: null, size: '10', page: '3' });
    await settle();
    expect(vm.queryForSize(25)).toEqual({ sort: 'date,desc', size: '25', page: '1' });
    expect(vm.queryForSize(100)).toEqual({ sort: 'date,desc', size: '100', page: '1' });
    expect(vm.queryForPage(3)).toEqual({ sort: 'date,desc', size: '10', page: '4' });
    expect(vm.queryForPage(12)).toEqual({ sort: 'date,desc', size: '10', page: '4' });
    expect(vm.queryForPage(-1)).toEqual({ sort: 'date,desc', size: '10', page: '1' });
    vm.show(vm.queryForPage(3));
    expect(vm.skeletonRowCount).toBe(7);
    await settle();
    expect(vm.rows).toHaveLength(7);
  });

  it('gives the empty state for a player without sessions', async () => {
    const { vm } = setUp('METRIC', 'pl-solo');
    vm.show(NO_QUERY);
    await settle();
    expect(vm.emptyCode).toBe('NO_SESSIONS');
    expect(vm.rows).toEqual([]);
    expect([vm.pageNumber, vm.pageCount, vm.hasNext]).toEqual([1, 1, false]);
  });

  it('shows an error with a retry that asks again', async () => {
    const { vm, api } = setUp();
    api.failNext = 1;
    vm.show(NO_QUERY);
    await settle();
    expect(vm.loadState).toBe('error');
    expect(vm.errorCode).toBe('TRY_AGAIN_LATER');
    vm.retry();
    expect(vm.errorCode).toBeNull();
    await settle();
    expect(vm.loadState).toBe('ready');
    expect(api.calls).toHaveLength(2);
    expect(vm.rows).toHaveLength(10);
  });

  it('says access denied for a BP_403, and try again later without an acting player', async () => {
    const { vm, api, player } = setUp();
    api.failNext = 1;
    api.failWith = new ApiError('BP_403', 'no', 403);
    vm.show(NO_QUERY);
    await settle();
    expect(vm.errorCode).toBe('ACCESS_DENIED');
    player.activePlayerId = null;
    vm.retry();
    await settle();
    expect(vm.errorCode).toBe('TRY_AGAIN_LATER');
  });

  it('follows a parent switching child: the new player from the first page, same sort and size', async () => {
    const { vm, api, player, changes } = setUp();
    vm.show({ sort: 'calories,desc', size: '25', page: '2' });
    await settle();
    player.activePlayerId = 'pl-emma';
    changes.next('pl-emma');
    expect(vm.hasData).toBe(false);
    await settle();
    expect(api.calls[1]).toEqual({
      playerId: 'pl-emma',
      request: { sort: { field: 'calories', direction: 'desc' }, size: 25, page: 0, playerInfo: true },
    });
    expect(vm.rows).toHaveLength(4);
    expect(vm.correctedQuery).toEqual({ sort: 'calories,desc', size: '25', page: '1' });
  });

  it('drops an answer overtaken by a newer request, and every answer after dispose', async () => {
    const { vm, api } = setUp();
    api.hold = true;
    vm.show({ sort: 'duration,asc', size: null, page: null });
    vm.show({ sort: 'duration,desc', size: null, page: null });
    api.release('newest first');
    await settle();
    expect(vm.place.sort.direction).toBe('desc');
    const durations = vm.rows.map((row) => row.durationSeconds);
    expect(durations).toEqual([...durations].sort((a, b) => b - a));
    vm.show({ sort: 'met,asc', size: null, page: null });
    vm.dispose();
    api.release();
    await settle();
    expect(vm.loadState).toBe('loading');
    // A remount (React's strict mode runs effects twice) asks again for the same place.
    vm.start();
    api.hold = false;
    vm.show({ sort: 'met,asc', size: null, page: null });
    await settle();
    expect(vm.loadState).toBe('ready');
  });

  it('gives distances in the user unit: meters below 1 km and kilometres from there, or miles to two decimals', async () => {
    const metric = setUp('METRIC');
    metric.vm.show(NO_QUERY);
    await settle();
    const row = ALEX_ROWS[36];
    const meters = row?.distanceMeters ?? 0;
    expect(metric.vm.rows[0]?.distance).toEqual(
      meters < 1000
        ? { value: meters, unit: 'm', decimals: 0 }
        : { value: Math.round(meters / 10) / 100, unit: 'km', decimals: 2 },
    );
    const imperial = setUp('IMPERIAL');
    imperial.vm.show(NO_QUERY);
    await settle();
    expect(imperial.vm.rows[0]?.distance).toEqual({
      value: Math.round((meters / 1609.34) * 100) / 100,
      unit: 'mi',
      decimals: 2,
    });
    expect(imperial.vm.rows[0]?.highSpeed?.unit).toBe('mi');
  });

  it('marks a session without processed data with its short data state and empty figures', async () => {
    const { vm, api } = setUp();
    api.rowsByPlayer['pl-alex'] = [
      makeRow(1, { dataStatus: 'NOT_SYNCED', avgBpm: null, distanceMeters: null, highSpeedMeters: null }),
      makeRow(2, { dataStatus: 'PROCESSED', durationSeconds: 4 * 3600 }),
      makeRow(3),
    ];
    vm.show(NO_QUERY);
    await settle();
    expect(vm.rows.map((r) => r.dataState)).toEqual(['valid', 'too-long', 'not-synced']);
    expect(vm.rows[2]?.distance).toBeNull();
  });
});
