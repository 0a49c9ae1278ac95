import { describe, expect, it } from 'vitest';
import { RECORDING_LOCK_NAME } from '../adapters/live/browser-recording-lock';
import {
  isRecordingRunning,
  watchForNewVersion,
  type LockQuery,
  type NewVersion,
  type RegistrationLike,
  type WorkerContainerLike,
  type WorkerLike,
} from './app-update';

class FakeWorker implements WorkerLike {
  state = 'installing';
  readonly messages: unknown[] = [];
  private readonly listeners: (() => void)[] = [];
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  addEventListener(_type: 'statechange', listener: () => void) {
    this.listeners.push(listener);
  }
  become(state: string) {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

class FakeRegistration implements RegistrationLike {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  updates = 0;
  private readonly listeners: (() => void)[] = [];
  addEventListener(_type: 'updatefound', listener: () => void) {
    this.listeners.push(listener);
  }
  update() {
    this.updates += 1;
    return Promise.resolve();
  }
  /** A new worker starts installing. */
  found(worker: FakeWorker) {
    this.installing = worker;
    for (const listener of this.listeners) listener();
  }
}

/** A page and its worker container: `controlled` says whether a worker controls the page at start. */
function page(controlled: boolean, registration = new FakeRegistration()) {
  const changeListeners: (() => void)[] = [];
  const registered: { url: string; options: RegistrationOptions }[] = [];
  const container: WorkerContainerLike & { controller: unknown } = {
    controller: controlled ? {} : null,
    register(url, options) {
      registered.push({ url, options });
      return Promise.resolve(registration);
    },
    addEventListener(_type, listener) {
      changeListeners.push(listener);
    },
  };
  const versions: NewVersion[] = [];
  let reloads = 0;
  const changeController = () => {
    for (const listener of changeListeners) listener();
  };
  return {
    container,
    registration,
    registered,
    versions,
    changeController,
    reloads: () => reloads,
    reload: () => (reloads += 1),
    onNewVersion: (version: NewVersion) => versions.push(version),
  };
}

const locksHolding = (...names: string[]): LockQuery => ({
  query: () => Promise.resolve({ held: names.map((name) => ({ name })) }),
});
const NO_LOCKS = locksHolding();

describe("the app's service worker updates", () => {
  it("registers /sw.js for the whole app, bypassing the HTTP cache for the worker's script", async () => {
    const visit = page(false);
    await watchForNewVersion(visit.container, NO_LOCKS, visit.reload, visit.onNewVersion);
    expect(visit.registered).toEqual([{ url: '/sw.js', options: { scope: '/', updateViaCache: 'none' } }]);
  });

  it('announces nothing on the first install: no older version controlled the page', async () => {
    const visit = page(false);
    await watchForNewVersion(visit.container, NO_LOCKS, visit.reload, visit.onNewVersion);
    const worker = new FakeWorker();
    visit.registration.found(worker);
    worker.become('installed');
    expect(visit.versions).toHaveLength(0);
  });

  it('announces a new version once it has installed under an older one, and reloads only when asked', async () => {
    const visit = page(true);
    await watchForNewVersion(visit.container, NO_LOCKS, visit.reload, visit.onNewVersion);
    const worker = new FakeWorker();
    visit.registration.found(worker);
    expect(visit.versions).toHaveLength(0);
    worker.become('installed');
    expect(visit.versions).toHaveLength(1);
    // Another tab's update takes control of this page too: no reload without this page's word.
    visit.changeController();
    expect(visit.reloads()).toBe(0);
    expect(worker.messages).toEqual([]);

    await expect(visit.versions[0]!.reload()).resolves.toBe('reloading');
    expect(worker.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(visit.reloads()).toBe(0);
    visit.changeController();
    expect(visit.reloads()).toBe(1);
  });

  it('announces a version already waiting when the page opens', async () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    const visit = page(true, registration);
    await watchForNewVersion(visit.container, NO_LOCKS, visit.reload, visit.onNewVersion);
    expect(visit.versions).toHaveLength(1);
  });

  it('never reloads while a live recording runs in any tab: it says so, and reloads at a later press once it has ended', async () => {
    const held = [RECORDING_LOCK_NAME];
    const locks: LockQuery = { query: () => Promise.resolve({ held: held.map((name) => ({ name })) }) };
    const registration = new FakeRegistration();
    const waiting = new FakeWorker();
    registration.waiting = waiting;
    const visit = page(true, registration);
    await watchForNewVersion(visit.container, locks, visit.reload, visit.onNewVersion);

    await expect(visit.versions[0]!.reload()).resolves.toBe('recording');
    expect(waiting.messages).toEqual([]);
    visit.changeController();
    expect(visit.reloads()).toBe(0);

    held.length = 0;
    await expect(visit.versions[0]!.reload()).resolves.toBe('reloading');
    expect(waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);
  });
});

describe('whether a live recording runs', () => {
  it('is the recording lock held by any tab', async () => {
    await expect(isRecordingRunning(locksHolding(RECORDING_LOCK_NAME))).resolves.toBe(true);
    await expect(isRecordingRunning(locksHolding('pulseboard-token-refresh'))).resolves.toBe(false);
  });

  it('is unknown, so no, without Web Locks or when asking them fails', async () => {
    await expect(isRecordingRunning(undefined)).resolves.toBe(false);
    await expect(isRecordingRunning({ query: () => Promise.reject(new Error('SecurityError')) })).resolves.toBe(false);
  });
});
