import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { LiveRecordingSnapshot } from '../../domain/live/live-recording';
import type { AthleteProfile } from '../../domain/session/session-sample';
import type { RecordingOwner } from '../ports/live-recording-store.port';
import type { SessionExportModel } from '../session-export/session-export.model';
import { LiveAthlete } from './live-athlete.model';
import { LiveBelt } from './live-belt.model';
import { isConnectionFailure } from './live-outbox.store';
import { LiveReadout } from './live-readout.model';
import {
  livePagePartsOf,
  livePhaseOf,
  stoppedSnapshotOf,
  type LivePageParts,
  type LivePhase,
  type LiveRecordingDependencies,
  type RecordingState,
} from './live-recording-state';
import { RecordingFoundOnReturn } from './recording-found-on-return.model';
import { RecordingHolds } from './recording-holds.model';
import { RecordingInProgress } from './recording-in-progress.model';
import type { RecordingInThisTab } from './recordings-at-logout.model';
import { RecordingsOnDevice } from './recordings-on-device.model';
import { RecordingsWaiting } from './recordings-waiting.model';
import { StoppedRecording } from './stopped-recording';
import { UnsavedRecordings } from './unsaved-recordings.model';

/**
 * The "Record live" page (route /live, docs/live-recording.md): pairs a heart-rate belt, records
 * one heart rate per second with its RR intervals, shows the live figures, keeps the recording on
 * the device every few seconds, and on stop shows and saves it. The belt and the recording are two
 * states: a belt may drop and come back while the recording runs (the gap is missing data). One per
 * mount. This one holds the page's state and moves it on; the parts are models of their own, and
 * the page reads those it shows: the belt (LiveBelt), the heart rate now (LiveReadout), the samples,
 * clock and live figures (RecordingInProgress), the recording once ended (StoppedRecording) and the
 * recordings not in the calendar (UnsavedRecordings); the athlete (LiveAthlete), the tab lock and
 * screen (RecordingHolds), the copies on the device (RecordingsOnDevice) and the reading of them
 * (RecordingFoundOnReturn) are its own.
 */
export class LiveRecordingViewModel {
  recording: RecordingState = { status: 'none' };
  /** The recording running: its elapsed time, live figures and heart rates. */
  readonly inProgress: RecordingInProgress;
  readonly stopped: StoppedRecording;
  readonly export: SessionExportModel;
  /** The heart rate now, its share of HRmax and its zone. */
  readonly readout: LiveReadout;
  /** The belt: pairing, its name, battery and contact, its drops. */
  readonly belt: LiveBelt;
  /** The acting player's recordings kept on the device or waiting to be sent. */
  readonly unsaved: UnsavedRecordings;

  private readonly holds: RecordingHolds;
  private readonly liveAthlete: LiveAthlete;
  private readonly device: RecordingsOnDevice;
  private readonly waitingHere: RecordingsWaiting;
  /** Reading the acting player's recordings on the device: it follows the player, and only the latest read is shown. */
  private readonly foundOnReturn: RecordingFoundOnReturn;
  /** What start() began and dispose() ends: the player changes followed, the charts, the question at logout, the outbox followed. */
  private opened: (() => void)[] = [];

  constructor(private readonly deps: LiveRecordingDependencies) {
    this.belt = new LiveBelt(deps, (measurement, at) => {
      if (this.recording.status === 'recording') this.inProgress.record(measurement, at);
    });
    this.liveAthlete = new LiveAthlete(deps);
    this.readout = new LiveReadout(this.belt, this.liveAthlete);
    this.holds = new RecordingHolds(deps.lock, deps.wakeLock);
    this.device = new RecordingsOnDevice(deps.store);
    this.waitingHere = new RecordingsWaiting(deps.outbox);
    this.foundOnReturn = new RecordingFoundOnReturn(deps.viewer, this.device, this.holds, {
      recording: () => this.recording,
      owner: () => this.owner,
      show: (recording) => {
        this.recording = recording;
      },
    });
    this.inProgress = new RecordingInProgress({
      clock: deps.clock,
      athlete: () => this.athlete,
      deviceName: () => this.belt.name ?? '',
      write: (snapshot) => this.device.writeCurrent(snapshot),
    });
    this.unsaved = new UnsavedRecordings(this.device, this.waitingHere, {
      recording: () => this.recording,
      playerId: () => this.owner?.playerId ?? null,
      show: (recording) => this.showEnded(recording),
    });
    makeAutoObservable<
      LiveRecordingViewModel,
      'deps' | 'holds' | 'liveAthlete' | 'device' | 'waitingHere' | 'foundOnReturn' | 'opened' | 'owner'
    >(this, {
      deps: false,
      belt: false,
      holds: false,
      liveAthlete: false,
      device: false,
      waitingHere: false,
      inProgress: false,
      stopped: false,
      export: false,
      readout: false,
      unsaved: false,
      foundOnReturn: false,
      opened: false,
      owner: false,
      recording: observableRef,
    });
    // Made once this page is observable: the stopped recording follows its state.
    this.stopped = new StoppedRecording(
      () => this.stoppedSnapshot,
      () => this.athlete,
      deps.clock.scheduler,
    );
    this.export = deps.exportModelFor(() => this.stopped.exportSource());
  }

  /** Another tab holds the recording lock. */
  get busyElsewhere(): boolean {
    return this.holds.busyElsewhere;
  }

  /** The page's state in a word (docs/live-recording.md#states). */
  get phase(): LivePhase {
    return livePhaseOf(this.recording, this.belt.state, this.belt.supported);
  }

  /** Which parts of the page show in this phase. */
  get parts(): LivePageParts {
    return livePagePartsOf(this.phase, this.belt.demoAvailable);
  }

  get timeZone(): string {
    return this.deps.clock.timeZone();
  }

  /** Who is being recorded, as the figures take them. */
  private get athlete(): AthleteProfile {
    return this.liveAthlete.profile;
  }

  /** The recording once it has ended; null before. */
  private get stoppedSnapshot(): LiveRecordingSnapshot | null {
    return stoppedSnapshotOf(this.recording);
  }

  /**
   * Finds the acting player's recording left by an earlier visit and their recordings kept on the
   * device (again at every change of player), and the athlete. Pair with dispose().
   */
  async start(): Promise<void> {
    void this.liveAthlete.load();
    this.opened.push(
      this.foundOnReturn.follow(),
      this.stopped.follow(),
      this.deps.atLogout.attach(this.inThisTab()),
      this.unsaved.follow(),
    );
    await this.foundOnReturn.show();
  }

  /** Leaving the page keeps a recording in progress on the device: it is found as interrupted on return. */
  dispose(): void {
    if (this.recording.status === 'recording' || this.recording.status === 'paused') void this.inProgress.write();
    for (const close of this.opened.splice(0)) close();
    this.inProgress.stopTicking();
    this.belt.drop();
    this.holds.release();
    this.liveAthlete.cancel();
  }

  /** Whose recordings the page shows and records: the signed-in account, acting for its player. */
  private get owner(): RecordingOwner | null {
    const { user, activePlayerId } = this.deps.viewer;
    return user === null || activePlayerId === null ? null : { accountId: user.accountId, playerId: activePlayerId };
  }

  /** The page as the question at logout sees it: a recording running here is written, or ended, on its asking. */
  private inThisTab(): RecordingInThisTab {
    const running = () => this.recording.status === 'recording' || this.recording.status === 'paused';
    const holds = this.holds;
    return {
      get holdsLock() {
        return holds.holdsLock;
      },
      write: () => (running() ? this.inProgress.write() : Promise.resolve()),
      end: () => (running() ? this.stop() : Promise.resolve()),
    };
  }

  async startRecording(): Promise<void> {
    const owner = this.owner;
    if (owner === null || !(await this.holds.take())) return;
    runInAction(() => {
      this.recording = { status: 'recording' };
      this.inProgress.begin(this.deps.newId(), owner);
    });
  }

  pause(): void {
    if (this.recording.status !== 'recording') return;
    this.recording = { status: 'paused' };
    this.inProgress.pause();
  }

  resume(): void {
    if (this.recording.status !== 'paused') return;
    this.inProgress.resume();
    this.recording = { status: 'recording' };
  }

  /** Carries on an interrupted recording: the time away is a gap. The belt is paired again if needed. */
  async resumeInterrupted(): Promise<void> {
    const { recording } = this;
    if (recording.status !== 'interrupted' || !(await this.holds.take())) return;
    runInAction(() => {
      this.recording = { status: 'recording' };
      this.inProgress.carryOn(recording.snapshot);
    });
    if (this.belt.state.status !== 'connected') await this.belt.connect();
  }

  /** Ends an interrupted recording at its last second (this tab holds its lock): it is shown and can be saved. */
  finishInterrupted(): void {
    if (this.recording.status !== 'interrupted') return;
    this.recording = { status: 'stopped', snapshot: this.device.finish(this.recording.snapshot), saveFailed: false };
    this.holds.release();
  }

  /** Ends the recording (the page has asked for confirmation): it is shown and can be saved. Resolves once written to the device. */
  stop(): Promise<void> {
    if (this.recording.status !== 'recording' && this.recording.status !== 'paused') return Promise.resolve();
    const snapshot = this.inProgress.end();
    if (snapshot === null) return Promise.resolve();
    this.recording = { status: 'stopped', snapshot, saveFailed: false };
    this.holds.release();
    return this.device.writeCurrent(snapshot);
  }

  /** Saves the stopped recording under `title` (empty: "Live recording"). */
  async save(title: string): Promise<void> {
    const { recording } = this;
    if (recording.status !== 'stopped' && recording.status !== 'save-refused') return;
    const { snapshot } = recording;
    this.recording = { status: 'saving', snapshot };
    try {
      const answer = await this.deps.api.saveLiveSession(this.stopped.upload(snapshot, title));
      // Saved, it leaves the device; refused (a server without the call), it is kept there.
      await (answer.kind === 'saved' ? this.device.forget(snapshot) : this.device.keep(snapshot));
      runInAction(() => {
        this.recording =
          answer.kind === 'saved'
            ? { status: 'saved', snapshot, activityId: answer.activityId }
            : { status: 'save-refused', snapshot };
      });
    } catch (error) {
      // No connection: the recording waits in the outbox (docs/live-recording.md#saved-offline), unless the device's storage fails.
      const queued = isConnectionFailure(error) && (await this.waitingHere.add(snapshot, title));
      runInAction(() => {
        this.recording = queued ? { status: 'queued', snapshot } : { status: 'stopped', snapshot, saveFailed: true };
      });
    }
  }

  /** Back to a new recording after one was saved or kept. */
  newRecording(): void {
    if (
      this.recording.status === 'saved' ||
      this.recording.status === 'save-refused' ||
      this.recording.status === 'queued'
    )
      this.showEnded({ status: 'none' });
  }

  /** Shows `recording` in place of one that has ended (none is running any more). */
  private showEnded(recording: RecordingState): void {
    this.inProgress.clear();
    this.recording = recording;
  }
}
