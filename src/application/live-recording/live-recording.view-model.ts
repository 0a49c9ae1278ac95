import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { interval, type Subscription } from 'rxjs';
import type { AccountProfile } from '../../domain/account/account-profile';
import type { SensorContact } from '../../domain/live/heart-rate-measurement';
import { DEFAULT_LIVE_TITLE, LIVE_PERSIST_EVERY_SECONDS, type LiveRecordingSnapshot } from '../../domain/live/live-recording';
import { classifyEdwardsZone, type EdwardsZone } from '../../domain/heart-rate/heart-rate-zones';
import { resolveAthleteHrmax } from '../../domain/session/session-analysis';
import type { AthleteProfile } from '../../domain/session/session-sample';
import { asBpm } from '../../domain/units/branded-units';
import { localDayOf } from '../../domain/time/time-zone';
import { LatestRequest } from '../latest-request/latest-request';
import { BeltConnectError, type BeltEvent, type ConnectedBelt, type HeartRateSensor } from '../ports/heart-rate-sensor.port';
import { ageOnDay } from '../recording-analysis/athlete-overrides.model';
import type { SessionExportModel } from '../session-export/session-export.model';
import { LiveSamples, type LiveFigures } from './live-samples';
import type { BeltState, LivePhase, LiveRecordingDependencies, RecordingState } from './live-recording-state';
import { StoppedRecording } from './stopped-recording';

/**
 * The "Record live" page (route /live, docs/live-recording.md): pairs a heart-rate belt, records
 * one heart rate per second with its RR intervals, shows the live figures, keeps the recording on
 * the device every few seconds, and on stop shows and saves it. The belt and the recording are two
 * states: a belt may drop and come back while the recording runs (the gap is missing data). One
 * recording at a time across tabs; the screen stays on while recording. One per mount.
 */
export class LiveRecordingViewModel {
  belt: BeltState = { status: 'none' };
  recording: RecordingState = { status: 'none' };
  connectProblem: 'failed' | null = null;
  /** Another tab holds the recording lock. */
  busyElsewhere = false;
  currentBpm: number | null = null;
  /** Seconds recorded, paused time left out; moves once a second. */
  elapsedSeconds = 0;
  /** Seconds from the start to the last one recorded: the live chart redraws when it moves. */
  recordedSeconds = 0;
  figures: LiveFigures | null = null;
  athlete: AthleteProfile = {};
  kept: readonly LiveRecordingSnapshot[] = [];
  readonly stopped: StoppedRecording;
  readonly export: SessionExportModel;

  private samples: LiveSamples | null = null;
  private id = '';
  private playerId = '';
  private pausedSeconds = 0;
  private connected: ConnectedBelt | null = null;
  private beltEvents: Subscription | null = null;
  private ticks: Subscription | null = null;
  private releaseLock: (() => void) | null = null;
  private releaseWakeLock: (() => void) | null = null;
  private readonly athleteProfile: LatestRequest<AccountProfile, 'NO_PROFILE'>;

  constructor(private readonly deps: LiveRecordingDependencies) {
    this.athleteProfile = new LatestRequest({ owner: { kind: 'acting-player', source: deps.viewer }, classify: () => 'NO_PROFILE' });
    makeAutoObservable<LiveRecordingViewModel, 'deps' | 'samples' | 'id' | 'playerId' | 'pausedSeconds' | 'connected' | 'beltEvents' | 'ticks' | 'releaseLock' | 'releaseWakeLock' | 'athleteProfile'>(this, {
      deps: false, samples: false, id: false, playerId: false, pausedSeconds: false, connected: false, beltEvents: false,
      ticks: false, releaseLock: false, releaseWakeLock: false, athleteProfile: false, stopped: false, export: false,
      recording: observableRef, figures: observableRef, kept: observableRef,
    });
    // Made once this page is observable: the stopped recording follows its state.
    this.stopped = new StoppedRecording(() => this.stoppedSnapshot, () => this.athlete, deps.clock.scheduler);
    this.export = deps.exportModelFor(() => this.stopped.exportSource());
  }

  get supported(): boolean {
    return this.deps.sensor.supported;
  }

  get demoAvailable(): boolean {
    return this.deps.demoSensor !== null;
  }

  get phase(): LivePhase {
    const recording = this.recording.status;
    if (recording === 'interrupted' || recording === 'stopped' || recording === 'saving' || recording === 'saved' || recording === 'save-refused') return recording;
    if (recording === 'paused') return 'paused';
    if (recording === 'recording') {
      if (this.belt.status === 'reconnecting') return 'reconnecting';
      if (this.belt.status === 'connected' && this.belt.contact === 'not-detected') return 'no-contact';
      return 'recording';
    }
    if (this.belt.status === 'connecting') return 'connecting';
    if (this.belt.status === 'connected' || this.belt.status === 'reconnecting') return 'ready';
    // Without Web Bluetooth the page says so, and the demo belt still plays where there is one.
    return this.supported ? 'idle' : 'unsupported';
  }

  get timeZone(): string {
    return this.deps.clock.timeZone();
  }

  get hrmax(): number {
    return resolveAthleteHrmax(this.athlete).value;
  }

  get percentOfHrmax(): number | null {
    return this.currentBpm === null ? null : Math.round((this.currentBpm / this.hrmax) * 100);
  }

  get zone(): EdwardsZone | null {
    return this.currentBpm === null ? null : classifyEdwardsZone(asBpm(this.currentBpm), asBpm(this.hrmax));
  }

  get deviceName(): string | null {
    return this.belt.status === 'none' || this.belt.status === 'connecting' ? null : this.belt.name;
  }

  /** The recording's heart rate per second (null: missing), for the live chart; not observable. */
  liveHeartRates(): readonly (number | null)[] {
    return this.samples?.heartRates ?? [];
  }

  get stoppedSnapshot(): LiveRecordingSnapshot | null {
    const { recording } = this;
    return recording.status === 'stopped' || recording.status === 'saving' || recording.status === 'saved' || recording.status === 'save-refused'
      ? recording.snapshot
      : null;
  }

  /** Finds a recording left by an earlier visit, the recordings kept on the device, and the athlete. Pair with dispose(). */
  async start(): Promise<void> {
    void this.loadAthlete();
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
    this.dropBelt();
    this.releaseHolds();
    this.athleteProfile.cancel();
  }

  connect(): Promise<void> {
    return this.connectWith(Promise.resolve(this.deps.sensor));
  }

  connectDemo(): Promise<void> {
    return this.deps.demoSensor === null ? Promise.resolve() : this.connectWith(this.deps.demoSensor());
  }

  async startRecording(): Promise<void> {
    if (!(await this.takeLock())) return;
    runInAction(() => {
      this.id = this.deps.newId();
      this.playerId = this.deps.viewer.activePlayerId ?? '';
      this.pausedSeconds = 0;
      this.samples = new LiveSamples(this.deps.clock.now());
      this.recording = { status: 'recording' };
      this.showSeconds();
    });
    this.startTicking();
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
    if (recording.status !== 'interrupted' || !(await this.takeLock())) return;
    const { snapshot } = recording;
    runInAction(() => {
      this.id = snapshot.id;
      this.playerId = snapshot.playerId;
      this.pausedSeconds = snapshot.pausedSeconds;
      this.samples = new LiveSamples(snapshot.startedAt, snapshot);
      this.samples.extendTo(this.deps.clock.now());
      this.recording = { status: 'recording' };
      this.showSeconds();
    });
    this.startTicking();
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
    const snapshot = samples.snapshot({ id: this.id, playerId: this.playerId, deviceName: this.deviceName ?? '', pausedSeconds: this.pausedSeconds, endedAt: this.deps.clock.now() });
    this.recording = { status: 'stopped', snapshot, saveFailed: false };
    this.releaseHolds();
    void this.deps.store.saveCurrent(snapshot);
  }

  /** Saves the stopped recording under `title` (empty: "Live recording"). */
  async save(title: string): Promise<void> {
    const { recording } = this;
    if (recording.status !== 'stopped' && recording.status !== 'save-refused') return;
    const { snapshot } = recording;
    this.recording = { status: 'saving', snapshot };
    try {
      const answer = await this.deps.api.saveLiveSession({
        playerId: snapshot.playerId,
        title: title.trim() === '' ? DEFAULT_LIVE_TITLE : title.trim(),
        deviceName: snapshot.deviceName,
        startedAt: snapshot.startedAt,
        samples: this.stopped.samples.map((sample) => ({ t: sample.t, bpm: sample.bpm as number })),
        rrIntervalsMs: snapshot.rrMs,
      });
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

  private async connectWith(sensorLoad: Promise<HeartRateSensor>): Promise<void> {
    this.dropBelt();
    this.belt = { status: 'connecting' };
    this.connectProblem = null;
    try {
      const belt = await (await sensorLoad).connect();
      runInAction(() => {
        this.connected = belt;
        this.belt = { status: 'connected', name: belt.name, batteryPercent: null, contact: 'not-supported' };
      });
      this.beltEvents = belt.events$.subscribe((event) => this.onBeltEvent(belt, event));
    } catch (error) {
      runInAction(() => {
        this.belt = { status: 'none' };
        this.connectProblem = error instanceof BeltConnectError && error.problem === 'cancelled' ? null : 'failed';
      });
    }
  }

  private onBeltEvent(belt: ConnectedBelt, event: BeltEvent): void {
    runInAction(() => {
      const name = belt.name;
      const battery = this.belt.status === 'connected' ? this.belt.batteryPercent : null;
      const contact: SensorContact = this.belt.status === 'connected' ? this.belt.contact : 'not-supported';
      switch (event.kind) {
        case 'measurement':
          this.onMeasurement(event.measurement.contact, event.measurement.bpm);
          this.belt = { status: 'connected', name, batteryPercent: battery, contact: event.measurement.contact };
          if (this.recording.status === 'recording' && this.samples !== null && this.samples.record(event.measurement, event.at)) this.showSeconds();
          return;
        case 'battery':
          this.belt = { status: 'connected', name, batteryPercent: event.percent, contact };
          return;
        case 'reconnecting':
          this.currentBpm = null;
          this.belt = { status: 'reconnecting', name, attempt: event.attempt, delayMs: event.delayMs };
          return;
        case 'reconnected':
          this.belt = { status: 'connected', name, batteryPercent: null, contact: 'not-supported' };
          return;
        case 'lost':
          this.currentBpm = null;
          this.belt = { status: 'lost', name };
          return;
      }
    });
  }

  private onMeasurement(contact: SensorContact, bpm: number): void {
    this.currentBpm = contact === 'not-detected' || bpm === 0 ? null : bpm;
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
    const samples = this.samples;
    if (samples === null) return Promise.resolve();
    return this.deps.store.saveCurrent(
      samples.snapshot({ id: this.id, playerId: this.playerId, deviceName: this.deviceName ?? '', pausedSeconds: this.pausedSeconds, endedAt: null }),
    );
  }

  private async takeLock(): Promise<boolean> {
    const release = this.releaseLock ?? (await this.deps.lock.acquire());
    runInAction(() => {
      this.busyElsewhere = release === null;
    });
    if (release === null) return false;
    this.releaseLock = release;
    this.releaseWakeLock ??= await this.deps.wakeLock.acquire();
    return true;
  }

  private releaseHolds(): void {
    this.releaseLock?.();
    this.releaseLock = null;
    this.releaseWakeLock?.();
    this.releaseWakeLock = null;
  }

  private dropBelt(): void {
    this.beltEvents?.unsubscribe();
    this.beltEvents = null;
    this.connected?.disconnect();
    this.connected = null;
  }

  /** The athlete's age and weight from the profile when the player recorded is the account's own; else the defaults. */
  private async loadAthlete(): Promise<void> {
    const { viewer, profiles, clock } = this.deps;
    const user = viewer.user;
    if (user === null || viewer.activePlayerId !== user.playerId) return;
    const today = localDayOf(clock.now(), clock.timeZone());
    await this.athleteProfile.run(() => profiles.getProfile(user.accountId), {
      loaded: (profile) => {
        this.athlete = { age: ageOnDay(profile.personal.birthDate, today) ?? undefined, weightKg: profile.personal.weightKg ?? undefined };
      },
    });
  }
}
