import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../tests/support/fake-clock';
import { PlayerRecordsStore } from './player-records.store';
import {
  offline,
  FakeHistoryApi,
  FakeRecordsApi,
  fakeViewer,
  historyRows,
  RECORDS_NOW_MS,
} from './records-fakes.test-support';
import { RecordsViewModel } from './records.view-model';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(playerId = 'pl-alex', isParent = false) {
  const clock = new FakeClock(RECORDS_NOW_MS, 'UTC');
  const history = new FakeHistoryApi();
  history.rowsByPlayer = {
    'pl-alex': historyRows(5),
    'pl-emma': historyRows(2, { distanceMeters: null }),
    'pl-new': [],
  };
  const api = new FakeRecordsApi(history, clock);
  const viewer = fakeViewer(playerId);
  const store = new PlayerRecordsStore(api, history, viewer, clock);
  const reader = {
    isParent,
    children: isParent ? [{ playerId: 'pl-emma', firstName: 'Emma' }] : [],
    get activePlayerId() {
      return viewer.activePlayerId;
    },
    user: { unitDistance: 'IMPERIAL' as const },
  };
  const vm = new RecordsViewModel(store, reader);
  return { api, store, viewer, vm };
}

describe('RecordsViewModel', () => {
  it('shows each metric this season and of all time, with its holder’s page', async () => {
    const { vm } = setUp();
    vm.start();
    expect(vm.state).toBe('loading');
    await settle();
    expect(vm.state).toBe('records');
    expect(vm.season).toEqual({ from: '2026-08-01', to: '2027-07-31' });
    expect(vm.distanceUnit).toBe('IMPERIAL');
    expect(
      vm.cards('SEASON').map((card) => [card.metric, card.holder?.activityId, card.holder?.href, card.reported]),
    ).toEqual([
      ['DISTANCE', 'pa-4', '/calendar/activity/pa-4', true],
      ['ACTIVITY_POINTS', 'pa-4', '/calendar/activity/pa-4', true],
      ['WORKLOAD', 'pa-4', '/calendar/activity/pa-4', true],
      ['TIME_ABOVE_80', 'pa-4', '/calendar/activity/pa-4', true],
    ]);
    expect(vm.cards('ALL_TIME').map((card) => card.holder?.value)).toEqual([1004, 604, 54, 104]);
    vm.dispose();
  });

  it('is empty for a player without a session with data', async () => {
    const { vm } = setUp('pl-new');
    vm.start();
    await settle();
    expect(vm.state).toBe('empty');
    expect(vm.childName).toBeNull();
  });

  it('shows a parent the selected child’s records, with no distance record for belt-only sessions', async () => {
    const { vm } = setUp('pl-emma', true);
    vm.start();
    await settle();
    expect(vm.childName).toBe('Emma');
    const distance = vm.cards('ALL_TIME')[0];
    expect(distance).toMatchObject({ metric: 'DISTANCE', holder: null, reported: true });
  });

  it('marks a metric the answer leaves out as not reported', async () => {
    const { vm, api } = setUp();
    api.leaveOut = ['TIME_ABOVE_80'];
    vm.start();
    await settle();
    expect(vm.state).toBe('records');
    expect(vm.cards('SEASON')[3]).toMatchObject({ metric: 'TIME_ABOVE_80', holder: null, reported: false });
  });

  it('shows an error with a retry that recovers, and asks again for another child', async () => {
    const { vm, api, viewer } = setUp();
    api.failNext = [offline()];
    vm.start();
    await settle();
    expect([vm.state, vm.errorCode]).toEqual(['error', 'TRY_AGAIN_LATER']);
    vm.retry();
    await settle();
    expect(vm.state).toBe('records');
    viewer.switchTo('pl-new');
    expect(vm.state).toBe('loading');
    await settle();
    expect(vm.state).toBe('empty');
    vm.dispose();
    viewer.switchTo('pl-alex');
    expect(api.calls.map((c) => c.playerId)).toEqual(['pl-alex', 'pl-alex', 'pl-new']);
  });
});
