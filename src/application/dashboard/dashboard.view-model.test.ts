import { describe, expect, it } from 'vitest';
import { Subject } from 'rxjs';
import { FakeClock } from '../../../tests/support/fake-clock';
import { FakeDashboardApi, settle } from './dashboard-fake-api.test-support';
import { DashboardViewModel, type DashboardViewer } from './dashboard.view-model';

function setUp() {
  const api = new FakeDashboardApi();
  const clock = new FakeClock(); // 2026-01-15 09:00 UTC
  const changes = new Subject<string | null>();
  const viewer: DashboardViewer & { activePlayerId: string | null } = {
    activePlayerId: 'pl-alex',
    playerChanges$: changes,
    user: { unitDistance: 'IMPERIAL' },
  };
  const vm = new DashboardViewModel(api, viewer, clock);
  return { api, viewer, changes, vm, clock };
}

const figureCalls = (api: FakeDashboardApi) =>
  api.callsOf('figures').map((call) => ({ playerId: call.playerId, ...call.request }));

describe('DashboardViewModel', () => {
  it('first load: teams, the overview, then one figures call per metric for all teams, the latest session, 30 values', async () => {
    const { api, vm } = setUp();
    vm.start();
    expect(vm.overviewState).toBe('loading');
    expect(vm.teamsState).toBe('loading');
    await settle();
    expect(api.callsOf('teams')).toEqual([{ kind: 'teams', playerId: 'pl-alex' }]);
    expect(api.callsOf('overview')).toEqual([
      { kind: 'overview', playerId: 'pl-alex', range: { timeRange: 'SESSION' }, timeZone: 'UTC' },
    ]);
    expect(vm.overviewState).toBe('ready');
    expect(vm.teams.map((team) => team.name)).toEqual(['Lions U16', 'Tigers']);
    expect(vm.teamSelection).toBe('ALL_TEAMS');
    expect(figureCalls(api)).toEqual(
      ['TIME_ABOVE_80_PERCENT_HR', 'AP_PERCENTAGE', 'DISTANCE', 'WORKLOAD'].map((metric) => ({
        playerId: 'pl-alex',
        entity: { scope: 'ALL_TEAMS' },
        metric,
        range: { timeRange: 'SESSION' },
        timeZone: 'UTC',
        timelineSize: 30,
      })),
    );
    expect(vm.cards.map((card) => card.state)).toEqual(['ready', 'ready', 'ready', 'ready']);
    expect(vm.coveredFigures?.latestActivityId).toBe('act-9');
    expect(vm.distanceUnit).toBe('IMPERIAL');
    expect(vm.isLoadingFigures).toBe(false);
  });

  it('takes the page size from the screen width: 7 up to 600 px, 14 up to 889 px, 30 wider', async () => {
    const { api, vm } = setUp();
    vm.setScreenWidth(390);
    vm.start();
    await settle();
    expect(figureCalls(api).every((call) => call.timelineSize === 7)).toBe(true);
    vm.setScreenWidth(889);
    await settle();
    expect(api.callsOf('timeline').map((call) => call.request.size)).toEqual([14, 14, 14, 14]);
    vm.setScreenWidth(890);
    vm.setScreenWidth(1440);
    await settle();
    expect(vm.pageSize).toBe(30);
    expect(api.callsOf('timeline')).toHaveLength(8);
  });

  it('a chosen period shows at once; the cards ask for it in the next task', async () => {
    const { api, vm, clock } = setUp();
    vm.start();
    await settle();
    vm.choosePeriod('WEEK');
    expect(vm.range.period).toBe('WEEK');
    expect(figureCalls(api)).toHaveLength(4);
    clock.advanceBy(0);
    await settle();
    expect(figureCalls(api)).toHaveLength(8);
  });

  it('WEEK and MONTH go to the server as custom ranges ending today', async () => {
    const { api, vm, clock } = setUp();
    vm.start();
    await settle();
    vm.choosePeriod('WEEK');
    clock.advanceBy(0);
    await settle();
    expect(
      figureCalls(api)
        .slice(4)
        .map((call) => call.range),
    ).toEqual(Array(4).fill({ timeRange: 'CUSTOM', from: '2026-01-09', to: '2026-01-15' }));
    vm.choosePeriod('MONTH');
    clock.advanceBy(0);
    await settle();
    expect(figureCalls(api)[8]?.range).toEqual({ timeRange: 'CUSTOM', from: '2025-12-17', to: '2026-01-15' });
    expect(vm.coveredFigures?.latestActivityId).toBeNull();
  });

  it('an invalid custom range shows its message and sends nothing; a valid one is sent', async () => {
    const { api, vm, clock } = setUp();
    vm.start();
    await settle();
    vm.choosePeriod('CUSTOM');
    clock.advanceBy(0);
    vm.range.setCustomFrom('2026-01-20');
    vm.range.setCustomTo('2026-01-01');
    vm.applyCustomRange();
    await settle();
    expect(vm.range.error).toBe('DATE_RANGE_INVALID');
    expect(figureCalls(api)).toHaveLength(4);
    vm.range.setCustomFrom('2025-12-24');
    vm.applyCustomRange();
    await settle();
    expect(vm.range.error).toBeNull();
    expect(figureCalls(api)[4]?.range).toEqual({ timeRange: 'CUSTOM', from: '2025-12-24', to: '2026-01-01' });
  });

  it('a team sets TEAM, "all teams" ALL_TEAMS, none INDIVIDUAL', async () => {
    const { api, vm } = setUp();
    vm.start();
    await settle();
    vm.selectTeam('team-b');
    vm.selectTeam('');
    vm.selectTeam('');
    vm.selectTeam('ALL_TEAMS');
    await settle();
    expect(
      figureCalls(api)
        .filter((_, index) => index % 4 === 0)
        .map((call) => call.entity),
    ).toEqual([
      { scope: 'ALL_TEAMS' },
      { scope: 'TEAM', teamId: 'team-b' },
      { scope: 'INDIVIDUAL' },
      { scope: 'ALL_TEAMS' },
    ]);
  });

  it('a player without teams starts on the player alone', async () => {
    const { api, vm } = setUp();
    api.teams = [];
    vm.start();
    await settle();
    expect(vm.teamSelection).toBeNull();
    expect(figureCalls(api)[0]?.entity).toEqual({ scope: 'INDIVIDUAL' });
  });

  it('the route parameter picks a team of the player, all teams or the player alone; anything else is ignored', async () => {
    for (const [param, entity] of [
      ['team-b', { scope: 'TEAM', teamId: 'team-b' }],
      ['individual', { scope: 'INDIVIDUAL' }],
      ['all-teams', { scope: 'ALL_TEAMS' }],
      ['team-zzz', { scope: 'ALL_TEAMS' }],
      ['__proto__', { scope: 'ALL_TEAMS' }],
    ] as const) {
      const { api, vm } = setUp();
      vm.start(param);
      await settle();
      expect(figureCalls(api)[0]?.entity).toEqual(entity);
    }
  });

  it('no sessions at all: the first load answers BP_404, no figures are asked', async () => {
    const { api, vm } = setUp();
    api.fail('overview', 'BP_404');
    vm.start();
    await settle();
    expect(vm.overviewState).toBe('no-sessions');
    expect(vm.overviewErrorCode).toBeNull();
    expect(figureCalls(api)).toHaveLength(0);
  });

  it('BP_404 on every card is the page-wide no-data state', async () => {
    const { api, vm, clock } = setUp();
    api.fail('figures', 'BP_404', 4);
    vm.start();
    await settle();
    expect(vm.isEmpty).toBe(true);
    vm.choosePeriod('MONTH');
    clock.advanceBy(0);
    await settle();
    expect(vm.isEmpty).toBe(false);
  });

  it('a failed first load shows an error; Retry loads again', async () => {
    const { api, vm } = setUp();
    api.fail('overview', 'NETWORK');
    vm.start();
    await settle();
    expect(vm.overviewState).toBe('error');
    expect(vm.overviewErrorCode).toBe('TRY_AGAIN_LATER');
    vm.retryOverview();
    await settle();
    expect(vm.overviewState).toBe('ready');
    expect(figureCalls(api)).toHaveLength(4);
  });

  it('a failed teams call shows its own error; Retry asks the teams again', async () => {
    const { api, vm } = setUp();
    api.fail('teams', 'BP_500');
    vm.start();
    await settle();
    expect(vm.teamsState).toBe('error');
    expect(vm.teamsErrorCode).toBe('GENERIC_ERROR');
    expect(vm.overviewState).toBe('ready');
    vm.retryTeams();
    await settle();
    expect(vm.teamsState).toBe('ready');
    expect(vm.teams).toHaveLength(2);
  });

  it("follows a parent's child switch: everything is asked again for the new child", async () => {
    const { api, vm, viewer, changes, clock } = setUp();
    vm.start('team-b');
    await settle();
    vm.choosePeriod('WEEK');
    clock.advanceBy(0);
    viewer.activePlayerId = 'pl-noah';
    changes.next('pl-noah');
    await settle();
    expect(api.callsOf('overview').map((call) => call.playerId)).toEqual(['pl-alex', 'pl-noah']);
    expect(api.callsOf('teams').map((call) => call.playerId)).toEqual(['pl-alex', 'pl-noah']);
    const last = figureCalls(api).slice(-4);
    expect(last.every((call) => call.playerId === 'pl-noah' && call.entity.scope === 'ALL_TEAMS')).toBe(true);
    expect(last[0]?.range.timeRange).toBe('CUSTOM');
    // A logout, as AuthSession makes it: the acting player goes first, then the change is announced.
    viewer.activePlayerId = null;
    changes.next(null);
    await settle();
    expect(api.callsOf('overview')).toHaveLength(2);
  });

  it('after dispose, answers on their way are dropped and child switches ignored', async () => {
    const { api, vm, changes } = setUp();
    api.hold = true;
    vm.start();
    vm.dispose();
    api.release();
    await settle();
    expect(vm.overviewState).toBe('loading');
    changes.next('pl-noah');
    expect(api.callsOf('overview')).toHaveLength(1);
  });

  it('without an acting player the first load is an error', async () => {
    const { vm, viewer } = setUp();
    viewer.activePlayerId = null;
    vm.start();
    await settle();
    expect(vm.overviewState).toBe('error');
  });

  it("an answer for the player who logged out is dropped: the next player's page shows none of it", async () => {
    const { api, vm, viewer, changes } = setUp();
    api.hold = true;
    vm.start();
    viewer.activePlayerId = null;
    changes.next(null);
    api.release();
    await settle();
    expect(vm.teams).toEqual([]);
    expect(vm.overviewState).not.toBe('ready');
    viewer.activePlayerId = 'pl-noah';
    changes.next('pl-noah');
    expect(vm.teams).toEqual([]);
    api.release();
    await settle();
    expect(vm.overviewState).toBe('ready');
    expect(api.callsOf('figures').map((call) => call.playerId)).toEqual(['pl-noah', 'pl-noah', 'pl-noah', 'pl-noah']);
  });

  it("a child switch shows none of the previous child's teams or figures while the new child's load", async () => {
    const { api, vm, viewer, changes } = setUp();
    vm.start();
    await settle();
    expect(vm.coveredFigures).not.toBeNull();
    api.hold = true;
    viewer.activePlayerId = 'pl-noah';
    changes.next('pl-noah');
    expect(vm.teams).toEqual([]);
    expect(vm.coveredFigures).toBeNull();
    expect(vm.cards.every((card) => card.figures === null && card.timeline === null)).toBe(true);
    api.release();
    await settle();
    api.release();
    await settle();
    expect(vm.teams).toHaveLength(2);
    expect(vm.cards.every((card) => card.state === 'ready')).toBe(true);
  });
});
