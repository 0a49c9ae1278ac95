import { computed, makeObservable, reaction } from 'mobx';
import type { SchedulerLike } from 'rxjs';
import type { PlayerActivitySummary } from '../../domain/activity/activity';
import type { SessionExport } from '../../domain/export/session-export';
import {
  DEFAULT_LIVE_TITLE,
  liveRecordingDurationSeconds,
  liveSessionSamples,
  type LiveRecordingSnapshot,
} from '../../domain/live/live-recording';
import { assessRecordingQuality, type RecordingQuality } from '../../domain/recording/recording-quality';
import { summariseSessionAnalysis } from '../../domain/session/activity-summary';
import { analyseSession, type SessionAnalysis } from '../../domain/session/session-analysis';
import type { AthleteProfile, SessionSample } from '../../domain/session/session-sample';
import { asBpm } from '../../domain/units/branded-units';
import type { LiveSessionUpload } from '../ports/live-session-api.port';
import { liveSessionUploadOf } from './live-session-upload';
import { RecordingTimelineSource } from '../recording-analysis/recording-timeline-source';
import { SessionChartModel } from '../session-detail/session-chart.model';

/**
 * A stopped live recording as the "Analyse a file" page shows a file: its figures (the session
 * detail's summary), its data quality and its charts over its own samples, and what the exports
 * take of it. Follows the page's stopped recording while `follow`ed; the charts open for each new one. The figures
 * are the saved session's (docs/live-recording.md#one-computation): the same samples, athlete,
 * analysis and duration as the server's.
 */
export class StoppedRecording {
  readonly chart: SessionChartModel;

  constructor(
    private readonly snapshot: () => LiveRecordingSnapshot | null,
    private readonly athlete: () => AthleteProfile,
    private readonly scheduler: SchedulerLike,
  ) {
    const source = new RecordingTimelineSource(
      () => {
        const recording = this.snapshot();
        const analysis = this.analysis;
        return recording === null || analysis === null
          ? null
          : { id: recording.id, samples: this.samples, hrmax: analysis.hrmax };
      },
      () => new Promise((resolve) => void this.scheduler.schedule(() => resolve(), 0)),
    );
    this.chart = new SessionChartModel(source, {
      distanceUnit: 'METRIC',
      get activity() {
        return null;
      },
    });
    makeObservable(this, {
      deviceName: computed,
      samples: computed,
      durationSeconds: computed,
      analysis: computed,
      summary: computed,
      quality: computed,
    });
  }

  /**
   * Opens the charts of each stopped recording shown, from now on; answers the function that stops it. A recording
   * that stops later is analysed in a task of its own, not in the Stop's: the tap paints the save form first.
   */
  follow(): () => void {
    return reaction(
      () => [this.snapshot()?.id, this.analysis?.durationSeconds] as const,
      ([id, seconds]) => {
        if (id !== undefined && seconds !== undefined) void this.chart.open(id, seconds);
      },
      { fireImmediately: true, scheduler: (run) => void this.scheduler.schedule(run, 0) },
    );
  }

  /** The recording once it has ended (stopped, being saved, saved, kept or waiting to be sent); null before. */
  get recording(): LiveRecordingSnapshot | null {
    return this.snapshot();
  }

  /** The belt it was recorded with, as the belt named itself; null when unknown. */
  get deviceName(): string | null {
    const name = this.snapshot()?.deviceName ?? '';
    return name === '' ? null : name;
  }

  get samples(): readonly SessionSample[] {
    const recording = this.snapshot();
    return recording === null ? [] : liveSessionSamples(recording.bpm);
  }

  /** How long the recording lasted, as its saved session will say: from its first heart rate to its last. */
  get durationSeconds(): number {
    const recording = this.snapshot();
    return recording === null ? 0 : liveRecordingDurationSeconds(recording.bpm);
  }

  get analysis(): SessionAnalysis | null {
    return this.snapshot() === null ? null : analyseSession(this.samples, this.athlete());
  }

  get summary(): PlayerActivitySummary | null {
    const analysis = this.analysis;
    return analysis === null
      ? null
      : summariseSessionAnalysis(analysis, { workloadPercent: null, distancePercent: null });
  }

  get quality(): RecordingQuality | null {
    const analysis = this.analysis;
    return analysis === null ? null : assessRecordingQuality(this.samples, analysis);
  }

  /** What the save sends of `recording`, the one shown, under `title` (empty: "Live recording"). */
  upload(recording: LiveRecordingSnapshot, title: string): LiveSessionUpload {
    return liveSessionUploadOf(recording, title);
  }

  exportSource(): Promise<SessionExport> {
    const recording = this.snapshot();
    const analysis = this.analysis;
    if (recording === null || analysis === null) return Promise.reject(new Error('no recording is stopped'));
    return Promise.resolve({
      startedAtMs: recording.startedAt,
      title: DEFAULT_LIVE_TITLE,
      sport: 'other',
      samples: this.samples,
      hrmax: asBpm(analysis.hrmax),
      calories: analysis.calories,
    });
  }
}
