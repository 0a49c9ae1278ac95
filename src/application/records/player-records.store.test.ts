import { describe, expect, it } from 'vitest';
import { toRecordSession } from '../../domain/records/history-record-sessions';
import { computePersonalRecords } from '../../domain/records/personal-records';
import { FakeClock } from '../../../tests/support/fake-clock';
import { PlayerRecordsStore } from './player-records.store';
import { MAX_HISTORY_PAGES } from './records-from-history';
import {
  denied,
  FakeHistoryApi,
  FakeRecordsApi,
  fakeViewer,
  historyRows,
  offline,
  RECORDS_NOW_MS,
} from './records-fakes.test-support';

const LA = 'America/Los_Angeles';
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(playerId: string | null = 'pl-alex') {
  const clock = new FakeClock(RECORDS_NOW_MS, LA);
  const history = new FakeHistoryApi();
  history.rowsByPlayer = { 'pl-alex': historyRows(30), 'pl-emma': historyRows(3), 'pl-solo': [] };
  const api = new FakeRecordsApi(history, clock);
  const viewer = fakeViewer(playerId);
  const store = new PlayerRecordsStore(api, history, viewer, clock);
  return { clock, history, api, viewer, store };
}

describe('PlayerRecordsStore', () => {
  it('asks once for the acting player in the viewer’s zone, however many views watch at once', async () => {
    const { store, api } = setUp();
    api.hold = true;
    const stops = Array.from({ length: 12 }, () => store.watch());
    expect(api.calls).toEqual([{ playerId: 'pl-alex', timeZone: LA }]);
    expect(store.loadState).toBe('loading');
    api.release();
    await settle();
    expect(store.loadState).toBe('loaded');
    expect(store.records?.records.find((record) => record.metric === 'DISTANCE')?.allTime?.activityId).toBe('pa-29');
    stops.forEach((stop) => stop());
  });

  it('asks again when a view starts watching later (a session may be gone), showing the last records meanwhile', async () => {
    const { store, api, history } = setUp();
    store.watch()();
    await settle();
    history.rowsByPlayer['pl-alex'] = historyRows(30).filter((row) => row.activityId !== 'pa-29');
    api.hold = true;
    store.watch();
    expect(api.calls).toHaveLength(2);
    expect(store.recordsHeldBy('pa-29')).toHaveLength(4);
    api.release();
    await settle();
    expect(store.recordsHeldBy('pa-29')).toEqual([]);
    expect(store.recordsHeldBy('pa-28').map((held) => held.scope)).toEqual([
      'ALL_TIME',
      'ALL_TIME',
      'ALL_TIME',
      'ALL_TIME',
    ]);
  });

  it('computes the records from the whole session history when the server has no records call', async () => {
    const { store, api, history } = setUp();
    history.rowsByPlayer['pl-alex'] = historyRows(250);
    api.offered = false;
    store.watch();
    await settle();
    expect(history.calls.map((c) => [c.request.page, c.request.size, c.request.sort])).toEqual(
      [0, 1, 2].map((page) => [page, 100, { field: 'date', direction: 'asc' }]),
    );
    expect(store.records).toEqual(computePersonalRecords(historyRows(250).map(toRecordSession), RECORDS_NOW_MS, LA));
  });

  it('leaves out the time above 80 % when the history does not carry it, and reads at most 50 pages', async () => {
    const { store, api, history } = setUp();
    history.rowsByPlayer['pl-alex'] = historyRows(6000).map(({ timeAbove80Seconds: _, ...row }) => row);
    api.offered = false;
    store.watch();
    await settle();
    expect(history.calls).toHaveLength(MAX_HISTORY_PAGES);
    expect(store.records?.records.map((record) => record.metric)).toEqual(['DISTANCE', 'ACTIVITY_POINTS', 'WORKLOAD']);
  });

  it('follows the acting player while watched: the old answer is dropped, the new player’s asked for', async () => {
    const { store, api, viewer } = setUp();
    api.hold = true;
    const stop = store.watch();
    viewer.switchTo('pl-emma');
    expect(store.records).toBeNull();
    expect(api.calls.map((c) => c.playerId)).toEqual(['pl-alex', 'pl-emma']);
    api.release();
    await settle();
    expect(store.records?.records.find((record) => record.metric === 'DISTANCE')?.allTime?.activityId).toBe('pa-2');
    stop();
    viewer.switchTo('pl-alex');
    expect(api.calls).toHaveLength(2);
    expect(store.records).toBeNull();
  });

  it('keeps the records, and the answer on its way, when a change names the same player again', async () => {
    const { store, api, viewer } = setUp();
    api.hold = true;
    const stop = store.watch();
    viewer.switchTo('pl-alex');
    expect([api.calls.length, store.loadState]).toEqual([1, 'loading']);
    api.release();
    await settle();
    expect(store.loadState).toBe('loaded');
    viewer.switchTo('pl-alex');
    expect([api.calls.length, store.loadState, store.recordsHeldBy('pa-29').length]).toEqual([1, 'loaded', 4]);
    stop();
  });

  it('gives the answer on its way to a view that started watching meanwhile, after the view that asked has gone', async () => {
    const { store, api } = setUp();
    api.hold = true;
    const dashboardNote = store.watch();
    const recordsPage = store.watch();
    dashboardNote();
    expect(api.calls).toHaveLength(1);
    api.release();
    await settle();
    expect(store.loadState).toBe('loaded');
    recordsPage();
  });

  it('fails with the page’s codes, and a refresh recovers', async () => {
    const { store, api } = setUp();
    api.failNext = [denied(), offline()];
    store.watch();
    await settle();
    expect([store.loadState, store.errorCode]).toEqual(['failed', 'ACCESS_DENIED']);
    store.refresh();
    await settle();
    expect([store.loadState, store.errorCode]).toEqual(['failed', 'TRY_AGAIN_LATER']);
    store.refresh();
    await settle();
    expect([store.loadState, store.errorCode]).toEqual(['loaded', null]);
  });

  it('names the records set in the last 7 local days', async () => {
    const { store } = setUp();
    store.watch();
    await settle();
    // pa-29 started yesterday and holds every record; nothing else is recent.
    expect(store.recentRecords.map((held) => `${held.scope} ${held.metric} ${held.holder.activityId}`)).toEqual([
      'ALL_TIME DISTANCE pa-29',
      'ALL_TIME ACTIVITY_POINTS pa-29',
      'ALL_TIME WORKLOAD pa-29',
      'ALL_TIME TIME_ABOVE_80 pa-29',
    ]);
  });

  it('asks nothing without an acting player', () => {
    const { store, api } = setUp(null);
    store.watch();
    expect(api.calls).toEqual([]);
    expect(store.loadState).toBe('idle');
  });
});
