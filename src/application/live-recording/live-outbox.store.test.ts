import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { liveRecordingHandlers } from '../../../mocks/handlers/live-recording';
import { seedSessionTestWorld, TEST_API, tokenFor } from '../../../mocks/handlers/session-detail/session-test-world';
import { db } from '../../../mocks/db/mock-db';
import { sessionCollection } from '../../../mocks/db/sessions';
import { DEMO_IDS } from '../../../mocks/world/demo-world';
import { HttpClient } from '../../adapters/http/http-client';
import { HttpLiveSessionApi } from '../../adapters/http/http-live-session-api';
import { LocalStorageTokenStore } from '../../adapters/storage/local-storage-token-store';
import { MemoryKeyValueStore } from '../../adapters/storage/memory-key-value-store';
import { ApiError } from '../../domain/errors/api-error';
import type { LiveRecordingSnapshot } from '../../domain/live/live-recording';
import { TOKEN_KEY } from '../ports/token-store.port';
import {
  FakeConnectivity,
  FakeLiveSessionApi,
  MemoryLiveRecordingStore,
  outboxOf,
} from './live-recording-fakes.test-support';

const ALEX = { accountId: DEMO_IDS.accounts.player, playerId: DEMO_IDS.players.alex };

const recording = (id: string, startedAt = Date.parse('2026-01-15T06:30:00Z')): LiveRecordingSnapshot => ({
  id,
  ...ALEX,
  deviceName: 'Polar H10',
  startedAt,
  bpm: [120, 121, null, 125, 130],
  rrMs: [500, 498],
  pausedSeconds: 0,
  endedAt: startedAt + 5000,
});

/** Lets the outbox's sends (started, not awaited, by the `online` event) finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('LiveOutbox', () => {
  it('keeps a recording saved offline until the connection returns, then sends it once with its client recording id', async () => {
    const store = new MemoryLiveRecordingStore();
    const api = new FakeLiveSessionApi();
    const connectivity = new FakeConnectivity(false);
    const outbox = outboxOf(store, api, { user: { accountId: ALEX.accountId } }, connectivity);
    await outbox.start();
    await store.saveCurrent(recording('rec-a'));
    await outbox.add(recording('rec-a'), 'Sideline');
    expect(api.uploads).toHaveLength(0);
    expect(outbox.waiting.map((entry) => [entry.recording.id, entry.title])).toEqual([['rec-a', 'Sideline']]);
    // It left the recording in progress: the logout's question does not ask about it again.
    expect(await store.listUnsaved(ALEX.accountId)).toEqual([]);

    connectivity.goOnline();
    await settle();
    expect(api.uploads.map((upload) => [upload.clientRecordingId, upload.title])).toEqual([['rec-a', 'Sideline']]);
    expect(outbox.waiting).toEqual([]);
    expect(outbox.sent.get('rec-a')).toBe('live-1');
    connectivity.goOnline();
    await settle();
    expect(api.uploads).toHaveLength(1);
  });

  it('waits on when the send fails for want of a connection, and moves a recording the server refuses to the kept ones', async () => {
    const store = new MemoryLiveRecordingStore();
    const api = new FakeLiveSessionApi();
    const connectivity = new FakeConnectivity(false);
    const outbox = outboxOf(store, api, { user: { accountId: ALEX.accountId } }, connectivity);
    await outbox.add(recording('rec-a'), '');
    api.answer = new ApiError('NETWORK', 'Failed to fetch', 0);
    connectivity.online = true;
    await outbox.send();
    expect(outbox.waiting).toHaveLength(1);
    api.answer = new ApiError('BP_400', 'LIVE_SAMPLES_INVALID', 400);
    await outbox.send();
    expect(outbox.waiting).toEqual([]);
    expect(store.kept.map((kept) => kept.id)).toEqual(['rec-a']);
  });

  it('asks the browser to wake it once online, and when woken sends and says whether anything still waits', async () => {
    const store = new MemoryLiveRecordingStore();
    const api = new FakeLiveSessionApi();
    const connectivity = new FakeConnectivity(false);
    const outbox = outboxOf(store, api, { user: { accountId: ALEX.accountId } }, connectivity);
    await outbox.start();
    await outbox.add(recording('rec-a'), 'Sideline');
    expect(connectivity.wakeRequests).toBe(1);

    // Online again, but the first send finds no network: the browser is asked again, and its wake-up hears "not yet".
    connectivity.online = true;
    api.answer = new ApiError('NETWORK', 'Failed to fetch', 0);
    expect(await connectivity.wake()).toEqual([false]);
    expect(connectivity.wakeRequests).toBe(2);
    expect(outbox.waiting).toHaveLength(1);

    api.answer = { kind: 'saved', activityId: 'live-7' };
    expect(await connectivity.wake()).toEqual([true]);
    expect(outbox.sent.get('rec-a')).toBe('live-7');
    expect(api.uploads.map((upload) => upload.clientRecordingId)).toEqual(['rec-a', 'rec-a']);
    expect(await connectivity.wake()).toEqual([true]);
    expect(api.uploads).toHaveLength(2);
  });

  it('a send asked for while one runs goes once more after it: the connection came back after the first found it gone', async () => {
    const store = new MemoryLiveRecordingStore();
    const uploads: string[] = [];
    const connectivity = new FakeConnectivity(false);
    const api = {
      saveLiveSession(upload: { clientRecordingId: string }) {
        uploads.push(upload.clientRecordingId);
        if (uploads.length > 1) return Promise.resolve({ kind: 'saved' as const, activityId: 'live-2' });
        // The first send is lost on the way; meanwhile the browser says the connection is back.
        void outbox.send();
        return Promise.reject(new ApiError('NETWORK', 'Failed to fetch', 0));
      },
    };
    const outbox = outboxOf(store, api, { user: { accountId: ALEX.accountId } }, connectivity);
    await outbox.add(recording('rec-a'), '');
    connectivity.online = true;
    await outbox.send();
    expect(uploads).toEqual(['rec-a', 'rec-a']);
    expect(outbox.waiting).toEqual([]);
    expect(outbox.sent.get('rec-a')).toBe('live-2');
  });

  it("sends only the signed-in account's recordings", async () => {
    const store = new MemoryLiveRecordingStore();
    const api = new FakeLiveSessionApi();
    await store.queue({ recording: { ...recording('rec-pat'), accountId: 'acc-pat' }, title: '', queuedAt: 1 });
    const outbox = outboxOf(store, api, { user: { accountId: ALEX.accountId } });
    await outbox.start();
    expect(api.uploads).toEqual([]);
    expect(outbox.waiting).toEqual([]);
  });
});

describe('LiveOutbox against the mock backend', () => {
  const server = setupServer(...liveRecordingHandlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  let token: string;
  beforeEach(async () => {
    await seedSessionTestWorld();
    token = await tokenFor('player');
  });

  /** The save call over a real client; `loseAnswers` answers lost on the way back, the request having arrived. */
  function liveApi(connectivity: FakeConnectivity, loseAnswers = 0) {
    let lost = 0;
    return new HttpLiveSessionApi(
      new HttpClient({
        baseUrl: TEST_API,
        tokenStore: new LocalStorageTokenStore(new MemoryKeyValueStore({ [TOKEN_KEY]: token })),
        sessionEvents: { sessionExpired: () => undefined },
        locks: null,
        online: () => connectivity.isOnline(),
        fetch: async (input, init) => {
          const response = await globalThis.fetch(input, init);
          if (lost < loseAnswers) {
            lost += 1;
            throw new TypeError('Failed to fetch');
          }
          return response;
        },
      }),
    );
  }
  const liveSessionsOfAlex = () =>
    sessionCollection(db).findMany((q) => q.where({ playerId: ALEX.playerId, source: 'LIVE' }));

  it('a send whose answer was lost, sent again, still makes one session', async () => {
    const before = liveSessionsOfAlex().length;
    const connectivity = new FakeConnectivity(false);
    const store = new MemoryLiveRecordingStore();
    const outbox = outboxOf(store, liveApi(connectivity, 1), { user: { accountId: ALEX.accountId } }, connectivity);
    await outbox.start();
    await outbox.add(recording('6a1f3c2e-9b7d-4e11-8c55-0d2f4a6b8c10'), 'At the field');
    expect(liveSessionsOfAlex()).toHaveLength(before);

    connectivity.goOnline();
    await settle();
    // The request arrived, its answer did not: the recording waits still.
    expect(liveSessionsOfAlex()).toHaveLength(before + 1);
    expect(outbox.waiting).toHaveLength(1);

    connectivity.goOnline();
    await settle();
    expect(outbox.waiting).toEqual([]);
    const lives = liveSessionsOfAlex();
    expect(lives).toHaveLength(before + 1);
    expect(outbox.sent.get('6a1f3c2e-9b7d-4e11-8c55-0d2f4a6b8c10')).toBe(
      lives.find((s) => s.title === 'At the field')?.id,
    );
  });

  it('two tabs sending the same outbox at once make one session', async () => {
    const before = liveSessionsOfAlex().length;
    const connectivity = new FakeConnectivity(true);
    const store = new MemoryLiveRecordingStore();
    await store.queue({ recording: recording('0b5e8d7a-1c2f-4a3b-9d4e-5f6a7b8c9d0e'), title: 'Twice', queuedAt: 1 });
    const tabs = [1, 2].map(() =>
      outboxOf(store, liveApi(connectivity), { user: { accountId: ALEX.accountId } }, connectivity),
    );
    await Promise.all(tabs.map((tab) => tab.send()));
    expect(liveSessionsOfAlex()).toHaveLength(before + 1);
  });
});
