import { makeAutoObservable, observableRef, reaction, runInAction, type IReactionDisposer } from 'mobx';
import type { AccountProfile } from '../../domain/account/account-profile';
import type { DistanceUnit } from '../../domain/account/user';
import type { PlayerActivitySummary } from '../../domain/activity/activity';
import type { SessionExport } from '../../domain/export/session-export';
import { assessRecordingQuality, type RecordingQuality } from '../../domain/recording/recording-quality';
import { checkRecordingFile } from '../../domain/recording/recording-file';
import { summariseSessionAnalysis } from '../../domain/session/activity-summary';
import { analyseSession, analyseSessionWindow, type SessionAnalysis } from '../../domain/session/session-analysis';
import type { AthleteProfile } from '../../domain/session/session-sample';
import { localDayOf } from '../../domain/time/time-zone';
import { LatestRequest } from '../latest-request/latest-request';
import type { SessionExportModel } from '../session-export/session-export.model';
import { SessionChartModel } from '../session-detail/session-chart.model';
import { athleteDraftOf, AthleteOverridesModel } from './athlete-overrides.model';
import {
  RecordingOpenError,
  type OpenedRecording,
  type RecordingOpenProgress,
  type RecordingProblem,
} from './recording-analyser.port';
import type {
  DeviceComparison,
  RecordingAnalysisDependencies,
  RecordingAnalysisState,
  SpanSelection,
} from './recording-analysis-state';
import { sessionExportOfRecording, titleOfFileName } from './recording-export';
import { RecordingTimelineSource } from './recording-timeline-source';

/** Where each stage of opening sits on the whole progress bar (reading is quick, parsing the longest). */
const STAGE_SPANS: Readonly<Record<RecordingOpenProgress['stage'], readonly [number, number]>> = {
  reading: [0, 0.3],
  parsing: [0.3, 0.9],
  analysing: [0.9, 1],
};

const ATHLETE_KEYS = ['age', 'weightKg', 'sex', 'hrmaxMeasured', 'restingBpm'] as const;
const sameAthlete = (a: AthleteProfile, b: AthleteProfile) => ATHLETE_KEYS.every((key) => a[key] === b[key]);

/**
 * The "Analyse a file" page (route /analyse): opens a FIT, TCX or GPX file through the recording
 * analyser (a Web Worker; nothing leaves the device), then shows the session detail's figures and
 * charts over its samples, its data quality, the device's summary beside ours, the statistics of a
 * zoomed span and its exports. The athlete comes from the acting player's profile and can be
 * changed here for this analysis only: a valid change re-analyses on the main thread at once
 * (analyseSession of 4 h takes under a millisecond). A newer file wins over one still opening; a
 * failure leaves the page ready for the next file. One per mount.
 */
export class RecordingAnalysisViewModel {
  state: RecordingAnalysisState = { kind: 'idle' };
  readonly overrides: AthleteOverridesModel;
  readonly chart: SessionChartModel;
  readonly export: SessionExportModel;
  /** The file opening: a newer file overtakes it, and its opening aborts. The device's own work, so anyone's answer. */
  private readonly opening = new LatestRequest<OpenedRecording, RecordingProblem>({
    owner: { kind: 'anyone' },
    classify: (error) => (error instanceof RecordingOpenError ? error.problem : 'UNREADABLE'),
  });
  /** Names each file opened (the charts ask for a file's timelines by its id). */
  private filesOpened = 0;
  /** The acting player's profile, to prefill the athlete: an answer for another player than the one acting now is dropped. */
  private readonly athleteProfile: LatestRequest<AccountProfile, 'NO_PROFILE'>;
  private hrmaxWatch: IReactionDisposer | null = null;

  constructor(private readonly deps: RecordingAnalysisDependencies) {
    this.overrides = new AthleteOverridesModel(deps.viewer.user?.unitHeightWeight ?? 'METRIC');
    const source = new RecordingTimelineSource(
      () => {
        const { state } = this;
        const analysis = this.analysis;
        return state.kind === 'open' && analysis !== null
          ? { id: state.id, samples: state.recording.samples, hrmax: analysis.hrmax }
          : null;
      },
      () => new Promise((resolve) => void deps.clock.scheduler.schedule(() => resolve(), 0)),
    );
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the chart context's getters read this page lazily
    const page = this;
    this.chart = new SessionChartModel(source, {
      get distanceUnit() {
        return page.distanceUnit;
      },
      // The charts draw against the HRmax in use (workload, % HRmax), so a changed HRmax redraws them.
      get activity() {
        const analysis = page.analysis;
        return analysis === null ? null : { activityHrStats: { hrmax: analysis.hrmax } };
      },
    });
    this.export = deps.exportModelFor(() => this.exportSource());
    this.athleteProfile = new LatestRequest({
      owner: { kind: 'acting-player', source: deps.viewer },
      classify: () => 'NO_PROFILE',
    });
    makeAutoObservable<
      RecordingAnalysisViewModel,
      'deps' | 'opening' | 'filesOpened' | 'athleteProfile' | 'hrmaxWatch'
    >(this, {
      deps: false,
      opening: false,
      filesOpened: false,
      athleteProfile: false,
      hrmaxWatch: false,
      overrides: false,
      chart: false,
      export: false,
      // A recording holds thousands of samples: kept as it is, never made deeply observable.
      state: observableRef,
    });
  }

  get distanceUnit(): DistanceUnit {
    return this.deps.viewer.user?.unitDistance ?? 'METRIC';
  }

  /** How far opening is over its three stages, 0–100; null when the stage does not say how far it is. */
  get openingPercent(): number | null {
    const { state } = this;
    if (state.kind !== 'opening' || state.progress.fraction === null) return null;
    const [from, to] = STAGE_SPANS[state.progress.stage];
    const fraction = Math.min(1, Math.max(0, state.progress.fraction));
    return Math.round((from + (to - from) * fraction) * 100);
  }

  /** How much of the bar to fill: the progress when known, else where the current stage starts. */
  get openingBarPercent(): number {
    const { state } = this;
    if (state.kind !== 'opening') return 0;
    return this.openingPercent ?? Math.round(STAGE_SPANS[state.progress.stage][0] * 100);
  }

  get recording(): OpenedRecording | null {
    return this.state.kind === 'open' ? this.state.recording : null;
  }

  /** The file name without its extension (the export's title). */
  get title(): string | null {
    return this.recording === null ? null : titleOfFileName(this.recording.fileName);
  }

  /** The analysis on screen: the worker's while the athlete is the one it used, else done again here. */
  get analysis(): SessionAnalysis | null {
    const { state } = this;
    if (state.kind !== 'open') return null;
    const athlete = this.overrides.athlete;
    return sameAthlete(athlete, state.analysedWith)
      ? state.recording.analysis
      : analyseSession(state.recording.samples, athlete);
  }

  /** The headline figures, as the session detail shows them (no history here: no workload or distance %). */
  get summary(): PlayerActivitySummary | null {
    const analysis = this.analysis;
    return analysis === null
      ? null
      : summariseSessionAnalysis(analysis, { workloadPercent: null, distancePercent: null });
  }

  /** Coverage, dropouts, artefacts and length flags: none depend on the athlete. */
  get quality(): RecordingQuality | null {
    const { state } = this;
    return state.kind === 'open' ? assessRecordingQuality(state.recording.samples, state.recording.analysis) : null;
  }

  get deviceComparison(): DeviceComparison | null {
    const recording = this.recording;
    const analysis = this.analysis;
    if (recording === null || analysis === null) return null;
    return {
      device: {
        avgBpm: recording.deviceSummary.avgHeartRate ?? null,
        maxBpm: recording.deviceSummary.maxHeartRate ?? null,
      },
      pulseboard: { avgBpm: analysis.avgBpm, maxBpm: analysis.maxBpm },
    };
  }

  /** The figures of the zoomed span (analyseSessionWindow), or null when the charts show the whole session. */
  get selection(): SpanSelection | null {
    const recording = this.recording;
    const span = this.chart.span;
    if (recording === null || span === null) return null;
    return {
      span,
      analysis: analyseSessionWindow(recording.samples, this.overrides.athlete, {
        startSec: span.start,
        endSec: span.end,
      }),
      movementMeasured: recording.analysis.movementMeasured,
    };
  }

  /** Prefills the athlete from the profile, and again for the player acting after a change. Pair with dispose(). */
  start(): void {
    this.athleteProfile.follow({ forget: () => this.overrides.forgetEdits(), reload: () => void this.loadAthlete() });
    void this.loadAthlete();
    // Workload and % HRmax buckets are worked out at the HRmax in use: another HRmax for the same file fetches them again.
    this.hrmaxWatch?.();
    this.hrmaxWatch = reaction(
      () => (this.state.kind === 'open' ? { id: this.state.id, hrmax: this.analysis?.hrmax } : null),
      (now, before) => {
        if (now !== null && now.id === before?.id && now.hrmax !== before.hrmax) void this.chart.reload();
      },
      { equals: (a, b) => a?.id === b?.id && a?.hrmax === b?.hrmax },
    );
  }

  dispose(): void {
    this.hrmaxWatch?.();
    this.hrmaxWatch = null;
    this.opening.cancel();
    this.athleteProfile.stop();
  }

  /**
   * Opens a file the user chose or dropped. It is checked by name and size first (nothing is read of
   * a file we would refuse); a file still opening is abandoned for the newer one.
   */
  async open(file: File): Promise<void> {
    const refused = checkRecordingFile(file.name, file.size);
    if (refused !== null) {
      this.opening.cancel();
      this.state = { kind: 'failed', fileName: file.name, problem: refused };
      return;
    }
    this.state = { kind: 'opening', fileName: file.name, progress: { stage: 'reading', fraction: null } };
    // A plain copy: it is posted to the worker, which cannot take a MobX proxy.
    const athlete: AthleteProfile = { ...this.overrides.athlete };
    const openFile = (signal: AbortSignal) => {
      const onProgress = (progress: RecordingOpenProgress) => {
        if (signal.aborted) return;
        runInAction(() => {
          this.state = { kind: 'opening', fileName: file.name, progress };
        });
      };
      return this.deps.analyser.open(file, athlete, onProgress, signal);
    };
    await this.opening.run(openFile, {
      loaded: (recording) => {
        const id = `recording-${++this.filesOpened}`;
        this.state = { kind: 'open', id, recording, analysedWith: athlete, fileModifiedMs: file.lastModified };
        void this.chart.open(id, recording.analysis.durationSeconds);
      },
      failed: (problem) => {
        this.state = { kind: 'failed', fileName: file.name, problem };
      },
    });
  }

  private exportSource(): Promise<SessionExport> {
    const { state } = this;
    const analysis = this.analysis;
    if (state.kind !== 'open' || analysis === null) return Promise.reject(new Error('no recording is open'));
    return Promise.resolve(sessionExportOfRecording(state.recording, analysis, state.fileModifiedMs));
  }

  /**
   * The form's first values: the acting player's profile when the player is the account's own (the
   * profile API answers for the account, not for a parent's child), else empty (the defaults).
   */
  private async loadAthlete(): Promise<void> {
    const { viewer, profiles, clock } = this.deps;
    const user = viewer.user;
    if (user === null) return;
    const unit = user.unitHeightWeight;
    const today = localDayOf(clock.now(), clock.timeZone());
    const prefill = (profile: AccountProfile | null) =>
      runInAction(() => this.overrides.prefill(athleteDraftOf(profile, unit, today), unit));
    if (viewer.activePlayerId !== user.playerId) {
      this.athleteProfile.cancel();
      prefill(null);
      return;
    }
    // Without the profile the form starts empty: the analysis uses the documented defaults.
    await this.athleteProfile.run(() => profiles.getProfile(user.accountId), { loaded: prefill });
  }
}
