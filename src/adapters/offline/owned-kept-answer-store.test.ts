import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { OfflineReadings } from '../../application/offline/offline-readings.store';
import { MemoryRecordTables } from '../live/memory-record-tables.test-support';
import { OwnedKeptAnswerStore, type KeptAnswerTable } from './owned-kept-answer-store';

const calendar = (item = 'player-1') => ({ group: 'calendar', item, key: 'GET calendar 2026-03' }) as const;
const session = (item: string) => ({ group: 'session', item, key: 'GET activity' }) as const;

function setUp() {
  const tables = new MemoryRecordTables<KeptAnswerTable>(['kept-answers']);
  return { tables, store: new OwnedKeptAnswerStore(tables) };
}

describe('OwnedKeptAnswerStore', () => {
  it('gives an account back what it kept, and another account nothing of it', async () => {
    const { store } = setUp();
    await store.keep('acc-sam', calendar(), { body: { days: [1] }, keptAt: 1000 });
    expect(await store.read('acc-sam', calendar())).toEqual({ body: { days: [1] }, keptAt: 1000 });
    expect(await store.read('acc-pat', calendar())).toBeNull();
  });

  it('ignores a stored record of the wrong shape or naming another account than its key', async () => {
    const { store, tables } = setUp();
    const key = ['acc-sam', 'calendar', 'player-1', 'GET calendar 2026-03'];
    for (const bad of [
      '{"body": 1}',
      null,
      {
        accountId: 'acc-sam',
        group: 'calendar',
        item: 'player-1',
        key: 'GET calendar 2026-03',
        keptAt: 'yesterday',
        body: {},
      },
      { accountId: 'acc-sam', group: 'photos', item: 'player-1', key: 'GET calendar 2026-03', keptAt: 1, body: {} },
      { accountId: 'acc-sam', group: 'calendar', item: 'player-1', key: 'GET calendar 2026-03', keptAt: 1 },
      { accountId: 'acc-pat', group: 'calendar', item: 'player-1', key: 'GET calendar 2026-03', keptAt: 1, body: {} },
      { accountId: 'acc-sam', group: 'calendar', item: 'player-2', key: 'GET calendar 2026-03', keptAt: 1, body: {} },
    ]) {
      await tables.put('kept-answers', key, bad);
      expect(await store.read('acc-sam', calendar())).toBeNull();
    }
  });

  it('keeps the last 10 sessions opened of an account', async () => {
    const { store } = setUp();
    for (let i = 0; i < 12; i += 1) await store.keep('acc-sam', session(`s${i}`), { body: { id: i }, keptAt: i });
    expect(await store.read('acc-sam', session('s0'))).toBeNull();
    expect(await store.read('acc-sam', session('s1'))).toBeNull();
    expect(await store.read('acc-sam', session('s2'))).toEqual({ body: { id: 2 }, keptAt: 2 });
    expect(await store.read('acc-sam', session('s11'))).toEqual({ body: { id: 11 }, keptAt: 11 });
  });

  it("clears one account's answers, or everyone's but the one signed in", async () => {
    const { store } = setUp();
    await store.keep('acc-sam', calendar(), { body: {}, keptAt: 1 });
    await store.keep('acc-pat', calendar(), { body: {}, keptAt: 1 });
    await store.keep('acc-lee', calendar(), { body: {}, keptAt: 1 });
    await store.clearAccount('acc-sam');
    expect(await store.read('acc-sam', calendar())).toBeNull();
    expect(await store.read('acc-pat', calendar())).not.toBeNull();
    await store.clearOthers('acc-lee');
    expect(await store.read('acc-pat', calendar())).toBeNull();
    expect(await store.read('acc-lee', calendar())).not.toBeNull();
  });
});

describe('OfflineReadings at sign-out', () => {
  it("removes the account's kept answers at its logout, and on start those of any other account", async () => {
    const { store } = setUp();
    await store.keep('acc-sam', calendar(), { body: {}, keptAt: 1 });
    await store.keep('acc-gone', calendar(), { body: {}, keptAt: 1 });
    const signedIn: { user: { accountId: string } | null } = { user: { accountId: 'acc-sam' } };
    const viewer = observable(signedIn);
    const readings = new OfflineReadings({ store, viewer });
    await readings.start();
    expect(await store.read('acc-gone', calendar())).toBeNull();
    expect(await store.read('acc-sam', calendar())).not.toBeNull();

    readings.servedKept('calendar', 'player-1', 1);
    runInAction(() => (viewer.user = null));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await store.read('acc-sam', calendar())).toBeNull();
    expect(readings.asOf({ group: 'calendar', item: 'player-1' })).toBeNull();
    readings.stop();
  });

  it('says "as of" the oldest kept answer a reading shows, until the server answers it', () => {
    const readings = new OfflineReadings({ store: setUp().store, viewer: { user: null } });
    readings.servedKept('dashboard', 'player-1', 5000);
    readings.servedKept('dashboard', 'player-1', 3000);
    expect(readings.asOf({ group: 'dashboard', item: 'player-1' })).toBe(3000);
    expect(readings.asOf({ group: 'dashboard', item: 'player-2' })).toBeNull();
    readings.servedFresh('dashboard', 'player-1');
    expect(readings.asOf({ group: 'dashboard', item: 'player-1' })).toBeNull();
  });
});
