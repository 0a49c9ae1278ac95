import { Subject } from 'rxjs';
import type { HeartRateMeasurement } from '../../domain/live/heart-rate-measurement';
import type { LiveRecordingSnapshot } from '../../domain/live/live-recording';
import { BeltConnectError, type BeltEvent, type ConnectedBelt, type HeartRateSensor } from '../ports/heart-rate-sensor.port';
import type { LiveRecordingStore } from '../ports/live-recording-store.port';
import type { LiveSaveAnswer, LiveSessionApi, LiveSessionUpload } from '../ports/live-session-api.port';
import type { RecordingLock } from '../ports/recording-lock.port';
import type { ScreenWakeLock } from '../ports/screen-wake-lock.port';

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
    return Promise.resolve({ name: 'Polar H10 1A2B3C4D', events$: this.events, disconnect: () => void (this.disconnects += 1) });
  }

  send(measurement: Partial<HeartRateMeasurement> & { bpm: number }): void {
    this.events.next({ kind: 'measurement', at: this.now(), measurement: { contact: 'detected', energyExpendedKj: null, rrIntervals: [], ...measurement } });
  }
}

/** The device's storage, in memory. */
export class MemoryLiveRecordingStore implements LiveRecordingStore {
  current: LiveRecordingSnapshot | null = null;
  kept: LiveRecordingSnapshot[] = [];
  writes = 0;

  loadCurrent() {
    return Promise.resolve(this.current);
  }
  saveCurrent(snapshot: LiveRecordingSnapshot) {
    this.writes += 1;
    this.current = snapshot;
    return Promise.resolve();
  }
  clearCurrent() {
    this.current = null;
    return Promise.resolve();
  }
  listKept() {
    return Promise.resolve(this.kept.slice());
  }
  keep(snapshot: LiveRecordingSnapshot) {
    this.kept = [...this.kept.filter((kept) => kept.id !== snapshot.id), snapshot];
    return Promise.resolve();
  }
  discardKept(id: string) {
    this.kept = this.kept.filter((kept) => kept.id !== id);
    return Promise.resolve();
  }
}

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
