import { describe, expect, it } from 'vitest';
import { LeaderboardViewModel } from './leaderboard.view-model';
import { FakeAccountApi, FakeLeaderboardApi, aParent, aPlayer, settle } from './leaderboard-fakes.test-support';
import { signedInSession } from '../../../tests/support/signed-in-session';
import { FakeClock } from '../../../tests/support/fake-clock';

async function setUp(user = aPlayer()) {
  const clock = new FakeClock();
  const api = new FakeLeaderboardApi(clock);
  const account = new FakeAccountApi(api);
  const { session } = await signedInSession(user);
  const vm = new LeaderboardViewModel(api, account, session, clock);
  return { api, account, session, vm };
}

const names = (vm: LeaderboardViewModel) => vm.lines.map((line) => line.name);

describe('LeaderboardViewModel', () => {
  it('loads the teams, then the players board with the defaults (UNIVERSE, MINUTES, SUM, CURRENT_WEEK)', async () => {
    const { vm, api } = await setUp();
    vm.start();
    expect(vm.isFirstLoad).toBe(true);
    expect(vm.controlsEnabled).toBe(false);
    await settle();
    expect(api.teamCalls).toEqual(['pl-alex']);
    expect(api.calls).toEqual([
      {
        path: '/common/leaderboard/player/pl-alex',
        query: {
          scope: 'UNIVERSE',
          dataType: 'MINUTES',
          aggregationMethod: 'SUM',
          timeFrame: 'CURRENT_WEEK',
          timeZone: 'UTC',
        },
      },
    ]);
    expect(vm.loadState).toBe('ready');
    expect(vm.controlsEnabled).toBe(true);
    expect(names(vm)).toEqual(['ava Doe', 'ben Doe']);
    expect(vm.lines.map((line) => [line.rank, line.change])).toEqual([
      [1, 'SAME'],
      [2, 'UP'],
    ]);
    expect(vm.ownLine).toBeNull();
    expect(vm.errorCode).toBeNull();
    expect(vm.noTeamsCode).toBeNull();
    vm.dispose();
  });

  it('refetches on a scope, aggregation or time frame change, with the changed value', async () => {
    const { vm, api } = await setUp();
    vm.start();
    await settle();
    vm.setTimeFrame('LAST_MONTH');
    expect(vm.loadState).toBe('loading');
    await settle();
    vm.setScope('TEAM');
    await settle();
    vm.setAggregation('AVERAGE');
    await settle();
    expect(api.calls.map((c) => c.query)).toEqual([
      { scope: 'UNIVERSE', dataType: 'MINUTES', aggregationMethod: 'SUM', timeFrame: 'CURRENT_WEEK', timeZone: 'UTC' },
      { scope: 'UNIVERSE', dataType: 'MINUTES', aggregationMethod: 'SUM', timeFrame: 'LAST_MONTH', timeZone: 'UTC' },
      { scope: 'TEAM', dataType: 'MINUTES', aggregationMethod: 'SUM', timeFrame: 'LAST_MONTH', timeZone: 'UTC' },
      { scope: 'TEAM', dataType: 'MINUTES', aggregationMethod: 'AVERAGE', timeFrame: 'LAST_MONTH', timeZone: 'UTC' },
    ]);
    expect(vm.minutesAggregation).toBe('AVERAGE');
    vm.setTimeFrame('LAST_MONTH');
    expect(api.calls).toHaveLength(4);
  });

  it('a data type change alone previews the same rows ranked by sessions, without a request or a change column', async () => {
    const { vm, api } = await setUp();
    vm.start();
    await settle();
    vm.setDataType('SESSIONS');
    expect(api.calls).toHaveLength(1);
    expect(names(vm)).toEqual(['ben Doe', 'ava Doe']);
    expect(vm.lines.map((line) => [line.rank, line.change])).toEqual([
      [1, null],
      [2, null],
    ]);
    // The next fetch asks for SESSIONS, so no aggregation is sent, and the server's ranking is back.
    vm.setTimeFrame('LAST_WEEK');
    await settle();
    expect(api.calls[1]?.query).toEqual({
      scope: 'UNIVERSE',
      dataType: 'SESSIONS',
      timeFrame: 'LAST_WEEK',
      timeZone: 'UTC',
    });
    expect(vm.lines.every((line) => line.change !== null)).toBe(true);
    expect(vm.minutesAggregation).toBe('SUM');
    // Back to MINUTES with AVERAGE chosen before: the minutes on screen are summed, so it fetches.
    vm.setDataType('MINUTES');
    expect(api.calls).toHaveLength(2);
    vm.setAggregation('AVERAGE');
    await settle();
    expect(api.calls[2]?.query).toEqual({
      scope: 'UNIVERSE',
      dataType: 'MINUTES',
      aggregationMethod: 'AVERAGE',
      timeFrame: 'LAST_WEEK',
      timeZone: 'UTC',
    });
  });

  it('switching back to MINUTES from a SESSIONS board with AVERAGE kept fetches the averages', async () => {
    const { vm, api } = await setUp();
    vm.start();
    await settle();
    vm.setAggregation('AVERAGE');
    await settle();
    vm.setDataType('SESSIONS');
    vm.setTimeFrame('LAST_WEEK');
    await settle();
    vm.setDataType('MINUTES');
    await settle();
    expect(api.calls.map((c) => c.query.aggregationMethod)).toEqual(['SUM', 'AVERAGE', undefined, 'AVERAGE']);
  });

  it('team mode ranks teams around the picked team (its row is marked); a team change refetches', async () => {
    const { vm, api } = await setUp();
    vm.start();
    await settle();
    vm.setModeKind('team');
    await settle();
    expect(api.calls[1]).toEqual({
      path: '/common/leaderboard',
      query: {
        teamId: 'team-a',
        scope: 'UNIVERSE',
        dataType: 'MINUTES',
        aggregationMethod: 'SUM',
        timeFrame: 'CURRENT_WEEK',
        timeZone: 'UTC',
      },
    });
    expect(vm.lines.map((line) => [line.name, line.isOwn])).toEqual([
      ['Team team-b', false],
      ['Team team-a', true],
    ]);
    expect(vm.showsConsent).toBe(false);
    vm.selectTeam('team-b');
    await settle();
    expect(api.calls[2]?.query.teamId).toBe('team-b');
    expect(vm.ownLine?.name).toBe('Team team-b');
    vm.selectTeam('unknown');
    vm.selectTeam('team-b');
    expect(api.calls).toHaveLength(3);
    vm.setModeKind('individual');
    await settle();
    expect(api.calls[3]?.path).toBe('/common/leaderboard/player/pl-alex');
  });

  it("a player without teams gets 'This player has no teams.' and no board, and a selector change does not fetch", async () => {
    const { vm, api } = await setUp();
    api.teams = [];
    vm.start();
    await settle();
    expect(vm.noTeamsCode).toBe('NO_TEAMS');
    expect(vm.hasData).toBe(false);
    expect(api.calls).toEqual([]);
    vm.setTimeFrame('LAST_MONTH');
    vm.setModeKind('team');
    await settle();
    expect(api.calls).toEqual([]);
    expect(vm.showsConsent).toBe(false);
  });

  it('an empty period is empty, not an error', async () => {
    const { vm, api } = await setUp();
    vm.start();
    await settle();
    const original = api.getLeaderboard.bind(api);
    api.getLeaderboard = async (settings, mode, timeZone) => ({
      ...(await original(settings, mode, timeZone)),
      rows: [],
    });
    vm.setTimeFrame('LAST_WEEK');
    await settle();
    expect(vm.isEmpty).toBe(true);
    expect(vm.errorCode).toBeNull();
  });

  it('a failed teams call or board call shows the error; Retry loads again', async () => {
    const { vm, api } = await setUp();
    api.failTeams = 1;
    vm.start();
    await settle();
    expect(vm.errorCode).toBe('TRY_AGAIN_LATER');
    expect(vm.isFirstLoad).toBe(false);
    vm.retry();
    await settle();
    expect(vm.errorCode).toBeNull();
    expect(vm.lines).toHaveLength(2);
    api.failBoards = 1;
    vm.setTimeFrame('LAST_MONTH');
    await settle();
    expect(vm.errorCode).toBe('TRY_AGAIN_LATER');
    vm.retry();
    await settle();
    expect(vm.loadState).toBe('ready');
    expect(api.calls.at(-1)?.query.timeFrame).toBe('LAST_MONTH');
  });

  it('drops an answer overtaken by a newer request', async () => {
    const { vm, api } = await setUp();
    vm.start();
    await settle();
    api.hold = true;
    vm.setTimeFrame('LAST_WEEK');
    vm.setTimeFrame('LAST_MONTH');
    const [first, second] = api.pending;
    second?.();
    await settle();
    first?.();
    await settle();
    expect(vm.board?.timeFrame).toBe('LAST_MONTH');
  });

  it("follows a parent's child switch: the child's teams and board, the child's row marked", async () => {
    const { vm, api, session, account } = await setUp(aParent());
    vm.start();
    await settle();
    expect(api.teamCalls).toEqual(['pl-emma']);
    vm.consent.open();
    await vm.consent.accept();
    await settle();
    expect(account.privacyCalls).toEqual([['pl-emma', true]]);
    expect(vm.ownLine?.name).toBe('pl-emma Doe');
    session.selectPlayer('pl-noah');
    await settle();
    expect(api.teamCalls).toEqual(['pl-emma', 'pl-noah']);
    expect(api.calls.at(-1)?.path).toBe('/common/leaderboard/player/pl-noah');
    expect(vm.consent.outcome).toBeNull();
    // The consent given for Emma is hers alone: Noah's is still to be given.
    expect(vm.consent.isVisible).toBe(false);
    expect(vm.consent.childName).toBe('Noah');
    expect(vm.ownLine).toBeNull();
    vm.dispose();
  });
});
