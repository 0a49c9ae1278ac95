import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { interval, type Subscription } from 'rxjs';
import type { HeartRateMeasurement } from '../../domain/live/heart-rate-measurement';
import { LIVE_PERSIST_EVERY_SECONDS, type LiveRecordingSnapshot } from '../../domain/live/live-recording';
import type { EdwardsZone } from '../../domain/heart-rate/heart-rate-zones';
import type { AthleteProfile } from '../../domain/session/session-sample';
import type { SessionExportModel } from '../session-export/session-export.model';
import { LiveAthlete } from './live-athlete.model';
import { LiveBelt } from './live-belt.model';
import { LiveSamples, type LiveFigures } from './live-samples';
import { livePhaseOf, stoppedSnapshotOf, type BeltState, type LivePhase, type LiveRecordingDependencies, type RecordingState } from './live-recording-state';
import { RecordingHolds } from './recording-holds.model';
import { StoppedRecording } from './stopped-recording';

/**
 * The "Record live" page (route /live, docs/live-recording.md): pairs a heart-rate belt, records
 * one heart rate per second with its RR intervals, shows the live figures, keeps the recording on
 * the device every few seconds, and on stop shows and saves it. The belt and the recording are two
 * states: a belt may drop and come back while the recording runs (the gap is missing data). One
 * recording at a time across tabs; the screen stays on while recording. One per mount. The belt
 * is its own model (LiveBelt), and so are the athlete (LiveAthlete) and the holds (RecordingHolds).
 */
export class LiveRecordingViewModel {
  recording: RecordingState = { status: 'none' };
  /** Seconds recorded, paused time left out; moves once a second. */
  elapsedSeconds = 0;
  /** Seconds from the start to the last one recorded: the live chart redraws when it moves. */
  recordedSeconds = 0;
  figures: LiveFigures | null = null;
  kept: readonly LiveRecordingSnapshot[] = [];
  readonly stopped: StoppedRecording;
  readonly export: SessionExportModel;

  private samples: LiveSamples | null = null;
  private id = '';
  private playerId = '';
  private pausedSeconds = 0;
  private ticks: Subscription | null = null;
  private readonly liveBelt = new LiveBelt((measurement, at) => this.onMeasurement(measurement, at));
  private readonly holds: RecordingHolds;
  private readonly liveAthlete: LiveAthlete;

  constructor(private readonly deps: LiveRecordingDependencies) {
    this.liveAthlete = new LiveAthlete(deps);
    this.holds = new RecordingHolds(deps.lock, deps.wakeLock);
    makeAutoObservable<LiveRecordingViewModel, 'deps' | 'samples' | 'id' | 'playerId' | 'pausedSeconds' | 'ticks' | 'liveBelt' | 'holds' | 'liveAthlete'>(this, {
      deps: false, samples: false, id: false, playerId: false, pausedSeconds: false,
      ticks: false, liveBelt: false, holds: false, liveAthlete: false, stopped: false, export: false,
      recording: observableRef, figures: observableRef, kept: observableRef,
    });
    // Made once this page is observable: the stopped recording follows its state.
    this.stopped = new StoppedRecording(() => this.stoppedSnapshot, () => this.athlete, deps.clock.scheduler);
    this.export = deps.exportModelFor(() => this.stopped.exportSource());
  }

  get belt(): BeltState {
    return this.liveBelt.state;
  }

  get connectProblem(): 'failed' | null {
    return this.liveBelt.connectProblem;
  }

  get currentBpm(): number | null {
    return this.liveBelt.currentBpm;
  }

  /** Another tab holds the recording lock. */
  get busyElsewhere(): boolean {
    return this.holds.busyElsewhere;
  }

  get supported(): boolean {
    return this.deps.sensor.supported;
  }

  get demoAvailable(): boolean {
    return this.deps.demoSensor !== null;
  }

  get phase(): LivePhase {
    return livePhaseOf(this.recording, this.belt, this.supported);
  }

  get timeZone(): string {
    return this.deps.clock.timeZone();
  }

  get athlete(): AthleteProfile {
    return this.liveAthlete.profile;
  }

  get hrmax(): number {
    return this.liveAthlete.hrmax;
  }

  get percentOfHrmax(): number | null {
    return this.liveAthlete.percentOfHrmax(this.currentBpm);
  }

  get zone(): EdwardsZone | null {
    return this.liveAthlete.zoneOf(this.currentBpm);
  }

  get deviceName(): string | null {
    return this.liveBelt.name;
  }

  /** The recording's heart rate per second (null: missing), for the live chart; not observable. */
  liveHeartRates(): readonly (number | null)[] {
    return this.samples?.heartRates ?? [];
  }

  get stoppedSnapshot(): LiveRecordingSnapshot | null {
    return stoppedSnapshotOf(this.recording);
  }

  /** Finds a recording left by an earlier visit, the recordings kept on the device, and the athlete. Pair with dispose(). */
  async start(): Promise<void> {
    void this.liveAthlete.load();
    const [current, kept] = await Promise.all([this.deps.store.loadCurrent(), this.deps.store.listKept()]);
    runInAction(() => {
      this.kept = kept;
      if (current !== null && this.recording.status === 'none') {
        this.recording = current.endedAt === null ? { status: 'interrupted', snapshot: current } : { status: 'stopped', snapshot: current, saveFailed: false };
      }
    });
  }

  /** Leaving the page keeps a recording in progress on the device: it is found as interrupted on return. */
  dispose(): void {
    if (this.recording.status === 'recording' || this.recording.status === 'paused') void this.persist();
    this.ticks?.unsubscribe();
    this.liveBelt.drop();
    this.holds.release();
    this.liveAthlete.cancel();
  }

  connect(): Promise<void> {
    return this.liveBelt.connect(Promise.resolve(this.deps.sensor));
  }

  connectDemo(): Promise<void> {
    return this.deps.demoSensor === null ? Promise.resolve() : this.liveBelt.connect(this.deps.demoSensor());
  }

  async startRecording(): Promise<void> {
    if (!(await this.holds.take())) return;
    this.begin(this.deps.newId(), this.deps.viewer.activePlayerId ?? '', 0, new LiveSamples(this.deps.clock.now()));
  }

  pause(): void {
    if (this.recording.status !== 'recording') return;
    this.recording = { status: 'paused', since: this.deps.clock.now() };
    void this.persist();
  }

  resume(): void {
    if (this.recording.status !== 'paused') return;
    this.pausedSeconds += Math.round((this.deps.clock.now() - this.recording.since) / 1000);
    this.recording = { status: 'recording' };
  }

  /** Carries on an interrupted recording: the time away is a gap. The belt is paired again if needed. */
  async resumeInterrupted(): Promise<void> {
    const { recording } = this;
    if (recording.status !== 'interrupted' || !(await this.holds.take())) return;
    const { snapshot } = recording;
    const samples = new LiveSamples(snapshot.startedAt, snapshot);
    samples.extendTo(this.deps.clock.now());
    this.begin(snapshot.id, snapshot.playerId, snapshot.pausedSeconds, samples);
    if (this.belt.status !== 'connected') await this.connect();
  }

  finishInterrupted(): void {
    const { recording } = this;
    if (recording.status !== 'interrupted') return;
    const { snapshot } = recording;
    const ended = { ...snapshot, endedAt: snapshot.startedAt + snapshot.bpm.length * 1000 };
    this.recording = { status: 'stopped', snapshot: ended, saveFailed: false };
    void this.deps.store.saveCurrent(ended);
  }

  /** Ends the recording (the page has asked for confirmation): it is shown and can be saved. */
  stop(): void {
    const samples = this.samples;
    if (samples === null || (this.recording.status !== 'recording' && this.recording.status !== 'paused')) return;
    if (this.recording.status === 'paused') this.resume();
    this.ticks?.unsubscribe();
    this.ticks = null;
    const snapshot = this.snapshotOf(samples, this.deps.clock.now());
    this.recording = { status: 'stopped', snapshot, saveFailed: false };
    this.holds.release();
    void this.deps.store.saveCurrent(snapshot);
  }

  /** Saves the stopped recording under `title` (empty: "Live recording"). */
  async save(title: string): Promise<void> {
    const { recording } = this;
    if (recording.status !== 'stopped' && recording.status !== 'save-refused') return;
    const { snapshot } = recording;
    this.recording = { status: 'saving', snapshot };
    try {
      const answer = await this.deps.api.saveLiveSession(this.stopped.upload(snapshot, title));
      if (answer.kind === 'saved') {
        await this.deps.store.clearCurrent();
        await this.deps.store.discardKept(snapshot.id);
        runInAction(() => {
          this.recording = { status: 'saved', snapshot, activityId: answer.activityId };
          this.kept = this.kept.filter((kept) => kept.id !== snapshot.id);
        });
      } else {
        await this.deps.store.keep(snapshot);
        await this.deps.store.clearCurrent();
        const kept = await this.deps.store.listKept();
        runInAction(() => {
          this.recording = { status: 'save-refused', snapshot };
          this.kept = kept;
        });
      }
    } catch {
      runInAction(() => {
        this.recording = { status: 'stopped', snapshot, saveFailed: true };
      });
    }
  }

  /** Shows a recording kept on the device, to export or to try saving again. */
  openKept(id: string): void {
    const snapshot = this.kept.find((kept) => kept.id === id);
    if (snapshot !== undefined && this.samples === null) this.recording = { status: 'save-refused', snapshot };
  }

  async discardKept(id: string): Promise<void> {
    await this.deps.store.discardKept(id);
    runInAction(() => {
      this.kept = this.kept.filter((kept) => kept.id !== id);
      if (this.stoppedSnapshot?.id === id) this.recording = { status: 'none' };
    });
  }

  /** Back to a new recording after one was saved or kept. */
  newRecording(): void {
    if (this.recording.status === 'saved' || this.recording.status === 'save-refused') {
      this.recording = { status: 'none' };
      this.samples = null;
      this.figures = null;
      this.elapsedSeconds = 0;
    }
  }

  /** Starts recording into `samples`, a new recording's or an interrupted one's, and the clock ticking. */
  private begin(id: string, playerId: string, pausedSeconds: number, samples: LiveSamples): void {
    runInAction(() => {
      this.id = id;
      this.playerId = playerId;
      this.pausedSeconds = pausedSeconds;
      this.samples = samples;
      this.recording = { status: 'recording' };
      this.showSeconds();
    });
    this.startTicking();
  }

  /** A measurement the belt heard: a new second of the recording while one runs. */
  private onMeasurement(measurement: HeartRateMeasurement, at: number): void {
    if (this.recording.status === 'recording' && this.samples !== null && this.samples.record(measurement, at)) this.showSeconds();
  }

  private showSeconds(): void {
    const samples = this.samples;
    if (samples === null) return;
    this.recordedSeconds = samples.seconds;
    this.figures = samples.figures(this.athlete);
  }

  private startTicking(): void {
    this.ticks?.unsubscribe();
    this.ticks = interval(1000, this.deps.clock.scheduler).subscribe((tick) => {
      runInAction(() => {
        const samples = this.samples;
        if (samples === null) return;
        const now = this.deps.clock.now();
        const pausedNow = this.recording.status === 'paused' ? Math.round((now - this.recording.since) / 1000) : 0;
        this.elapsedSeconds = Math.max(0, Math.floor((now - samples.startedAt) / 1000) - this.pausedSeconds - pausedNow);
        // A second with nothing heard is a gap: the end moves on all the same, so the chart and the save see it.
        const before = samples.seconds;
        samples.extendTo(now - 1000);
        if (samples.seconds !== before) this.recordedSeconds = samples.seconds;
      });
      if ((tick + 1) % LIVE_PERSIST_EVERY_SECONDS === 0) void this.persist();
    });
  }

  private persist(): Promise<void> {
    return this.samples === null ? Promise.resolve() : this.deps.store.saveCurrent(this.snapshotOf(this.samples, null));
  }

  private snapshotOf(samples: LiveSamples, endedAt: number | null): LiveRecordingSnapshot {
    return samples.snapshot({ id: this.id, playerId: this.playerId, deviceName: this.deviceName ?? '', pausedSeconds: this.pausedSeconds, endedAt });
  }
}
