import { describe, expect, it } from 'vitest';
import type { LiveRecordingSnapshot } from '../../domain/live/live-recording';
import { FakeLiveSessionApi, FakeRecordingLock, MemoryLiveRecordingStore } from './live-recording-fakes.test-support';
import { RecordingsAtLogout, type RecordingInThisTab } from './recordings-at-logout.model';

const SAM = { accountId: 'acc-sam', playerId: 'player-sam' };

const recording = (playerId: string, id: string, endedAt: number | null): LiveRecordingSnapshot => ({
  id,
  accountId: SAM.accountId,
  playerId,
  deviceName: 'Polar H10',
  startedAt: 1_700_000_000_000,
  bpm: [130, 131, null, 133],
  rrMs: [460],
  pausedSeconds: 0,
  endedAt,
});

/** The question for Sam's account on a device with `store`; `logOuts` counts the logouts it let through. */
function question(
  options: { store?: MemoryLiveRecordingStore; lock?: FakeRecordingLock; wait?: (ms: number) => Promise<void> } = {},
) {
  const store = options.store ?? new MemoryLiveRecordingStore();
  const api = new FakeLiveSessionApi();
  const model = new RecordingsAtLogout({
    store,
    api,
    lock: options.lock ?? new FakeRecordingLock(),
    viewer: {
      user: { accountId: SAM.accountId },
      playerChanges$: { subscribe: () => ({ unsubscribe: () => undefined }) },
    },
    wait: options.wait ?? (() => new Promise(() => undefined)),
  });
  let logOuts = 0;
  const logOut = () => void (logOuts += 1);
  return { model, store, api, logOut, logOuts: () => logOuts };
}

/** A device holding a stopped recording of Sam's child Emma and one of Noah's left running. */
async function deviceWithTwo() {
  const store = new MemoryLiveRecordingStore();
  await store.saveCurrent(recording('player-emma', 'rec-emma', 1_700_000_004_000));
  await store.saveCurrent(recording('player-noah', 'rec-noah', null));
  return store;
}

describe('RecordingsAtLogout: the question before a logout', () => {
  it('logs out at once when the account has nothing unsaved here (another account’s recordings are not its business)', async () => {
    const store = new MemoryLiveRecordingStore();
    await store.saveCurrent({ ...recording('player-pat', 'rec-pat', null), accountId: 'acc-pat' });
    const { model, logOut, logOuts } = question({ store });
    await model.request(logOut);
    expect([logOuts(), model.question]).toEqual([1, null]);
  });

  it('logs out once for two clicks on Log out in a row', async () => {
    const { model, logOut, logOuts } = question();
    await Promise.all([model.request(logOut), model.request(logOut)]);
    expect(logOuts()).toBe(1);
  });

  it('asks, naming each recording not saved, and logs out only after the choice', async () => {
    const { model, logOut, logOuts } = question({ store: await deviceWithTwo() });
    await model.request(logOut);
    expect(logOuts()).toBe(0);
    expect(model.question).toMatchObject({
      recordings: [{ id: 'rec-emma' }, { id: 'rec-noah' }],
      inAnotherTab: false,
      problem: null,
    });
  });

  it('keeps: logs out, and the recordings stay on the device under the account', async () => {
    const { model, store, logOut, logOuts } = question({ store: await deviceWithTwo() });
    await model.request(logOut);
    await model.choose('keep');
    expect([logOuts(), model.question]).toEqual([1, null]);
    expect((await store.listUnsaved(SAM.accountId)).map((kept) => kept.id)).toEqual(['rec-emma', 'rec-noah']);
  });

  it('discards: they leave the device, then it logs out', async () => {
    const { model, store, api, logOut, logOuts } = question({ store: await deviceWithTwo() });
    await model.request(logOut);
    await model.choose('discard');
    expect([logOuts(), await store.listUnsaved(SAM.accountId), api.uploads]).toEqual([1, [], []]);
  });

  it('saves each to its player’s calendar (one left running ends at its last second), then logs out', async () => {
    const { model, store, api, logOut, logOuts } = question({ store: await deviceWithTwo() });
    await model.request(logOut);
    await model.choose('save');
    expect(api.uploads.map((upload) => [upload.playerId, upload.title, upload.samples.length])).toEqual([
      ['player-emma', 'Live recording', 3],
      ['player-noah', 'Live recording', 3],
    ]);
    expect([logOuts(), await store.listUnsaved(SAM.accountId)]).toEqual([1, []]);
  });

  it('stays open when saving fails, saying so, with nothing lost and no logout; a retry that works logs out', async () => {
    const { model, store, api, logOut, logOuts } = question({ store: await deviceWithTwo() });
    await model.request(logOut);
    api.answer = new Error('offline');
    await model.choose('save');
    expect([logOuts(), model.question?.problem, model.busy]).toEqual([0, 'save-failed', false]);
    expect(await store.listUnsaved(SAM.accountId)).toHaveLength(2);
    api.answer = { kind: 'saved', activityId: 'live-9' };
    await model.choose('save');
    expect(logOuts()).toBe(1);
  });

  it('says when the server does not take live recordings, and keeps them', async () => {
    const { model, store, api, logOut, logOuts } = question({ store: await deviceWithTwo() });
    await model.request(logOut);
    api.answer = { kind: 'not-offered' };
    await model.choose('save');
    expect([logOuts(), model.question?.problem]).toEqual([0, 'save-refused']);
    expect(await store.listUnsaved(SAM.accountId)).toHaveLength(2);
  });

  it('stays logged in, changing nothing, when the user says so', async () => {
    const { model, store, logOut, logOuts } = question({ store: await deviceWithTwo() });
    await model.request(logOut);
    model.cancel();
    expect([logOuts(), model.question]).toEqual([0, null]);
    expect(await store.listUnsaved(SAM.accountId)).toHaveLength(2);
  });

  it('ends a recording running in this tab and writes it whole before carrying out the choice', async () => {
    const store = new MemoryLiveRecordingStore();
    const steps: string[] = [];
    const running = recording('player-sam', 'rec-now', null);
    const here: RecordingInThisTab = {
      holdsLock: true,
      write: async () => {
        steps.push('write');
        await store.saveCurrent(running);
      },
      end: async () => {
        steps.push('end');
        await store.saveCurrent({ ...running, bpm: [...running.bpm, 140, 141], endedAt: 1_700_000_006_000 });
      },
    };
    const { model, api, logOut } = question({ store });
    model.attach(here);
    await model.request(logOut);
    expect(model.question?.recordings.map((shown) => shown.id)).toEqual(['rec-now']);
    await model.choose('save');
    expect(steps).toEqual(['write', 'end']);
    expect(api.uploads[0]?.samples).toHaveLength(5);
  });

  it('offers only keeping when one runs in another tab (that tab holds the lock), and saves or discards nothing', async () => {
    const lock = new FakeRecordingLock();
    await lock.acquire();
    const { model, store, api, logOut, logOuts } = question({ store: await deviceWithTwo(), lock });
    await model.request(logOut);
    expect(model.question?.inAnotherTab).toBe(true);
    await model.choose('discard');
    await model.choose('save');
    expect([logOuts(), api.uploads, (await store.listUnsaved(SAM.accountId)).length]).toEqual([0, [], 2]);
    await model.choose('keep');
    expect(logOuts()).toBe(1);
  });

  it('logs out without asking when the device’s storage does not answer, or the question cannot be shown', async () => {
    const silent = new MemoryLiveRecordingStore();
    silent.listUnsaved = () => new Promise(() => undefined);
    const hung = question({ store: silent, wait: () => Promise.resolve() });
    await hung.model.request(hung.logOut);
    expect(hung.logOuts()).toBe(1);
    const untranslated = question({ store: await deviceWithTwo() });
    await untranslated.model.request(untranslated.logOut, () => Promise.reject(new Error('catalog did not load')));
    expect([untranslated.logOuts(), untranslated.model.question]).toEqual([1, null]);
  });
});
