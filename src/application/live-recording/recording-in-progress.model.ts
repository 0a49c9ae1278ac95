import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { interval, type Subscription } from 'rxjs';
import type { HeartRateMeasurement } from '../../domain/live/heart-rate-measurement';
import { LIVE_PERSIST_EVERY_SECONDS, type LiveRecordingSnapshot } from '../../domain/live/live-recording';
import type { AthleteProfile } from '../../domain/session/session-sample';
import type { Clock } from '../ports/clock.port';
import type { RecordingOwner } from '../ports/live-recording-store.port';
import { LiveSamples, type LiveFigures } from './live-samples';

/** What a recording carries besides its samples: its id, its account and player, the time already spent paused. */
interface RecordingIdentity {
  readonly id: string;
  readonly accountId: string;
  readonly playerId: string;
  readonly pausedSeconds: number;
}

interface RecordingInProgressDependencies {
  readonly clock: Pick<Clock, 'now' | 'scheduler'>;
  readonly athlete: () => AthleteProfile;
  /** The paired belt's name, written with the recording. */
  readonly deviceName: () => string;
  /** Writes the recording to the device (over the previous copy). */
  readonly write: (snapshot: LiveRecordingSnapshot) => Promise<void>;
}

/**
 * The recording running on the "Record live" page (docs/live-recording.md): its samples, the time
 * recorded with paused time left out, and the live figures, worked out once per new second. A clock
 * ticks once a second: it moves the end on through seconds with nothing heard (a gap, never a zero)
 * and writes the recording to the device every few seconds. Which state the page is in (recording,
 * paused, stopped) stays the view-model's: it hands on measurements only while recording.
 */
export class RecordingInProgress {
  /** Seconds recorded, paused time left out; moves once a second. */
  elapsedSeconds = 0;
  /** Seconds from the start to the last one recorded: the live chart redraws when it moves. */
  recordedSeconds = 0;
  figures: LiveFigures | null = null;

  private samples: LiveSamples | null = null;
  private identity: RecordingIdentity = { id: '', accountId: '', playerId: '', pausedSeconds: 0 };
  private pausedSince: number | null = null;
  private ticks: Subscription | null = null;

  constructor(private readonly deps: RecordingInProgressDependencies) {
    makeAutoObservable<RecordingInProgress, 'deps' | 'samples' | 'identity' | 'pausedSince' | 'ticks'>(this, {
      deps: false,
      samples: false,
      identity: false,
      pausedSince: false,
      ticks: false,
      figures: observableRef,
      heartRates: false,
      write: false,
    });
  }

  /** The recording's heart rate per second (null: missing), for the live chart; not observable. */
  heartRates(): readonly (number | null)[] {
    return this.samples?.heartRates ?? [];
  }

  /** Starts a new recording, now, of the owner's player, kept under the owner (docs/live-recording.md#whose-recording). */
  begin(id: string, owner: RecordingOwner): void {
    this.run({ id, ...owner, pausedSeconds: 0 }, new LiveSamples(this.deps.clock.now()));
  }

  /** Carries on an interrupted recording: the time away is a gap. */
  carryOn(interrupted: LiveRecordingSnapshot): void {
    const samples = new LiveSamples(interrupted.startedAt, interrupted);
    samples.extendTo(this.deps.clock.now());
    const { id, accountId, playerId, pausedSeconds } = interrupted;
    this.run({ id, accountId, playerId, pausedSeconds }, samples);
  }

  /** A measurement the belt heard while recording: a new second of the recording, and its figures. */
  record(measurement: HeartRateMeasurement, at: number): void {
    if (this.samples?.record(measurement, at)) this.showSeconds();
  }

  /** Paused time is not elapsed time and breaks the RR chain; the recording is written to the device as it stands. */
  pause(): void {
    if (this.samples === null || this.pausedSince !== null) return;
    this.samples.pause();
    this.pausedSince = this.deps.clock.now();
    void this.write();
  }

  resume(): void {
    if (this.pausedSince === null) return;
    const pausedSeconds = this.identity.pausedSeconds + Math.round((this.deps.clock.now() - this.pausedSince) / 1000);
    this.identity = { ...this.identity, pausedSeconds };
    this.pausedSince = null;
  }

  /** Ends the recording now: the clock stops; answers the recording as it ended (null when none was started). */
  end(): LiveRecordingSnapshot | null {
    if (this.samples === null) return null;
    this.resume();
    this.stopTicking();
    return this.snapshotOf(this.samples, this.deps.clock.now());
  }

  /** Writes the recording, still running, to the device. */
  write(): Promise<void> {
    return this.samples === null ? Promise.resolve() : this.deps.write(this.snapshotOf(this.samples, null));
  }

  stopTicking(): void {
    this.ticks?.unsubscribe();
    this.ticks = null;
  }

  /** Forgets the recording (it was saved or kept), for a new one. */
  clear(): void {
    this.stopTicking();
    this.samples = null;
    this.figures = null;
    this.elapsedSeconds = 0;
  }

  /** Records into `samples`, a new recording's or an interrupted one's, with the clock ticking. */
  private run(identity: RecordingIdentity, samples: LiveSamples): void {
    this.identity = identity;
    this.samples = samples;
    this.pausedSince = null;
    this.showSeconds();
    this.startTicking();
  }

  private showSeconds(): void {
    const samples = this.samples;
    if (samples === null) return;
    this.recordedSeconds = samples.seconds;
    this.figures = samples.figures(this.deps.athlete());
  }

  private startTicking(): void {
    this.stopTicking();
    const { clock } = this.deps;
    this.ticks = interval(1000, clock.scheduler).subscribe((tick) => {
      runInAction(() => {
        const samples = this.samples;
        if (samples === null) return;
        const now = clock.now();
        const pausedNow = this.pausedSince === null ? 0 : Math.round((now - this.pausedSince) / 1000);
        this.elapsedSeconds = Math.max(
          0,
          Math.floor((now - samples.startedAt) / 1000) - this.identity.pausedSeconds - pausedNow,
        );
        // A second with nothing heard is a gap: the end moves on all the same, so the chart and the save see it.
        const before = samples.seconds;
        samples.extendTo(now - 1000);
        if (samples.seconds !== before) this.recordedSeconds = samples.seconds;
      });
      if ((tick + 1) % LIVE_PERSIST_EVERY_SECONDS === 0) void this.write();
    });
  }

  private snapshotOf(samples: LiveSamples, endedAt: number | null): LiveRecordingSnapshot {
    return samples.snapshot({ ...this.identity, deviceName: this.deps.deviceName(), endedAt });
  }
}
