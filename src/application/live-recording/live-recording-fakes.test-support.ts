import { Subject } from 'rxjs';
import type { HeartRateMeasurement } from '../../domain/live/heart-rate-measurement';
import type { LiveRecordingSnapshot } from '../../domain/live/live-recording';
import {
  BeltConnectError,
  type BeltEvent,
  type ConnectedBelt,
  type HeartRateSensor,
} from '../ports/heart-rate-sensor.port';
import {
  ownerOf,
  type LiveRecordingStore,
  type QueuedRecording,
  type RecordingOwner,
} from '../ports/live-recording-store.port';
import type { LiveSaveAnswer, LiveSessionApi, LiveSessionUpload } from '../ports/live-session-api.port';
import type { RecordingLock } from '../ports/recording-lock.port';
import type { ScreenWakeLock } from '../ports/screen-wake-lock.port';
import type { Connectivity } from '../ports/connectivity.port';
import { LiveOutbox } from './live-outbox.store';

/** A belt the test plays: `send` a measurement at the clock's time, drop it, bring it back. */
export class FakeHeartRateSensor implements HeartRateSensor {
  readonly events = new Subject<BeltEvent>();
  disconnects = 0;
  connects = 0;
  /** What the next connect does: pair, or fail as the user cancelling the chooser, or fail outright. */
  next: 'pair' | 'cancel' | 'fail' = 'pair';

  constructor(
    readonly supported = true,
    private readonly now: () => number = () => 0,
  ) {}

  connect(): Promise<ConnectedBelt> {
    this.connects += 1;
    if (this.next === 'cancel') return Promise.reject(new BeltConnectError('cancelled'));
    if (this.next === 'fail') return Promise.reject(new BeltConnectError('failed'));
    return Promise.resolve({
      name: 'Polar H10 1A2B3C4D',
      events$: this.events,
      disconnect: () => void (this.disconnects += 1),
    });
  }

  send(measurement: Partial<HeartRateMeasurement> & { bpm: number }): void {
    this.events.next({
      kind: 'measurement',
      at: this.now(),
      measurement: { contact: 'detected', energyExpendedKj: null, rrIntervals: [], ...measurement },
    });
  }
}

/** The device's storage, in memory: each recording under its account and player, as the port asks. */
export class MemoryLiveRecordingStore implements LiveRecordingStore {
  /** The recordings in progress or stopped unsaved, one per owner. */
  readonly currents = new Map<string, LiveRecordingSnapshot>();
  kept: LiveRecordingSnapshot[] = [];
  /** Recordings of before owners (no account), which `adoptUnowned` gives to the owner of their player. */
  unowned: Omit<LiveRecordingSnapshot, 'accountId'>[] = [];
  /** The outbox: recordings saved while offline. */
  queued: QueuedRecording[] = [];
  writes = 0;

  /** The one owner's current recording (a test's own reading). */
  currentOf(owner: RecordingOwner = { accountId: 'acc-1', playerId: 'player-1' }): LiveRecordingSnapshot | null {
    return this.currents.get(keyOf(owner)) ?? null;
  }

  loadCurrent(owner: RecordingOwner) {
    return Promise.resolve(this.currentOf(owner));
  }
  saveCurrent(snapshot: LiveRecordingSnapshot) {
    this.writes += 1;
    this.currents.set(keyOf(ownerOf(snapshot)), snapshot);
    return Promise.resolve();
  }
  clearCurrent(owner: RecordingOwner) {
    this.currents.delete(keyOf(owner));
    return Promise.resolve();
  }
  listKept(owner: RecordingOwner) {
    return Promise.resolve(this.kept.filter((kept) => keyOf(ownerOf(kept)) === keyOf(owner)));
  }
  keep(snapshot: LiveRecordingSnapshot) {
    this.kept = [...this.kept.filter((kept) => kept.id !== snapshot.id), snapshot];
    return Promise.resolve();
  }
  discardKept(owner: RecordingOwner, id: string) {
    this.kept = this.kept.filter((kept) => kept.id !== id || keyOf(ownerOf(kept)) !== keyOf(owner));
    return Promise.resolve();
  }
  listUnsaved(accountId: string) {
    return Promise.resolve(
      [...this.currents.values()]
        .filter((current) => current.accountId === accountId)
        .sort((a, b) => a.startedAt - b.startedAt),
    );
  }
  adoptUnowned(owner: RecordingOwner) {
    const adopted = this.unowned.filter((recording) => recording.playerId === owner.playerId);
    this.unowned = this.unowned.filter((recording) => recording.playerId !== owner.playerId);
    for (const recording of adopted) {
      const owned = { ...recording, accountId: owner.accountId };
      if (recording.endedAt === null && this.currentOf(owner) === null) this.currents.set(keyOf(owner), owned);
      else this.kept.push(owned);
    }
    return Promise.resolve();
  }
  queue(entry: QueuedRecording) {
    this.queued = [...this.queued.filter((queued) => queued.recording.id !== entry.recording.id), entry];
    return Promise.resolve();
  }
  listQueued(accountId: string) {
    return Promise.resolve(
      this.queued.filter((entry) => entry.recording.accountId === accountId).sort((a, b) => a.queuedAt - b.queuedAt),
    );
  }
  unqueue(owner: RecordingOwner, id: string) {
    this.queued = this.queued.filter(
      (entry) => entry.recording.id !== id || keyOf(ownerOf(entry.recording)) !== keyOf(owner),
    );
    return Promise.resolve();
  }
}

const keyOf = (owner: RecordingOwner) => `${owner.accountId}/${owner.playerId}`;

/** One lock shared by the "tabs" made with the same instance. */
export class FakeRecordingLock implements RecordingLock {
  held = false;
  acquire() {
    if (this.held) return Promise.resolve(null);
    this.held = true;
    return Promise.resolve(() => void (this.held = false));
  }
}

export class FakeWakeLock implements ScreenWakeLock {
  held = false;
  acquire() {
    this.held = true;
    return Promise.resolve(() => void (this.held = false));
  }
}

/** Answers every save with `answer` (or rejects with it when it is an Error), and keeps the uploads. */
export class FakeLiveSessionApi implements LiveSessionApi {
  readonly uploads: LiveSessionUpload[] = [];
  answer: LiveSaveAnswer | Error = { kind: 'saved', activityId: 'live-1' };
  saveLiveSession(upload: LiveSessionUpload) {
    this.uploads.push(upload);
    return this.answer instanceof Error ? Promise.reject(this.answer) : Promise.resolve(this.answer);
  }
}

/** The question at logout, for a page that never meets one. */
export const NO_LOGOUT_QUESTION = { attach: () => () => undefined };

/** The browser's online state, as a test sets it: `goOnline` fires the `online` event. */
export class FakeConnectivity implements Connectivity {
  private readonly listeners = new Set<() => void>();
  private readonly wakeListeners = new Set<() => Promise<boolean>>();
  /** How many times the app asked to be woken once online (Background Sync). */
  wakeRequests = 0;
  constructor(public online = true) {}
  isOnline() {
    return this.online;
  }
  onOnline(listener: () => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
  wakeWhenOnline() {
    this.wakeRequests += 1;
  }
  onWake(send: () => Promise<boolean>) {
    this.wakeListeners.add(send);
    return () => void this.wakeListeners.delete(send);
  }
  goOnline() {
    this.online = true;
    for (const listener of this.listeners) listener();
  }
  /** The browser wakes the app (a Background Sync event); answers each listener's word: nothing waits any more. */
  wake(): Promise<boolean[]> {
    return Promise.all([...this.wakeListeners].map((send) => send()));
  }
}

/** An outbox over the test's store and save call, for `viewer`. */
export function outboxOf(
  store: LiveRecordingStore,
  api: LiveSessionApi,
  viewer: { readonly user: { readonly accountId: string } | null } = { user: null },
  connectivity: Connectivity = new FakeConnectivity(),
): LiveOutbox {
  return new LiveOutbox({ store, api, connectivity, viewer, now: () => 0 });
}

/** The outbox of a page that never saves offline. */
export const NO_OUTBOX = {
  add: () => Promise.reject(new Error('no outbox here')),
  waiting: [],
  sent: new Map<string, string>(),
  find: () => undefined,
};
