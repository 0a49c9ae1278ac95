import { makeAutoObservable, runInAction } from 'mobx';
import type { Timeline } from '../../domain/activity/timeline';
import { selectPrecisionStep } from '../../domain/charts/chart-precision';
import type { ActivityApi } from '../ports/activity-api.port';

/** The HR chart's unit toggle (SPEC §3 "Chart metric types"): bpm or % HRmax. */
export type HeartRateMetric = 'HR_BPM' | 'HR_PERCENTAGE';

export interface ChartSpanSeconds {
  readonly start: number;
  readonly end: number;
}

export type ChartLoadState = 'idle' | 'loading' | 'ready' | 'error';

/**
 * The charts of one session: the span shown (whole analysed session, or a span the user
 * dragged), the precision step of that span (DESIGN §6, selectPrecisionStep) and the HR and
 * AP timelines fetched for it with that step as `timeInterval`. A newer request wins over an
 * older one still in flight.
 */
export class SessionChartModel {
  metric: HeartRateMetric = 'HR_BPM';
  /** The zoomed span; null shows the whole analysed session. */
  span: ChartSpanSeconds | null = null;
  heartRate: Timeline | null = null;
  speed: Timeline | null = null;
  loadState: ChartLoadState = 'idle';
  private activityId: string | null = null;
  private analysedSeconds = 0;
  private requestNumber = 0;

  constructor(private readonly api: ActivityApi) {
    makeAutoObservable<SessionChartModel, 'api' | 'requestNumber'>(this, { api: false, requestNumber: false });
  }

  /** The span the charts show. */
  get shownSpan(): ChartSpanSeconds {
    return this.span ?? { start: 0, end: this.analysedSeconds };
  }

  get stepSeconds(): number {
    const { start, end } = this.shownSpan;
    return selectPrecisionStep(end - start);
  }

  get isZoomed(): boolean {
    return this.span !== null;
  }

  /** Starts on a session: its whole analysed time at the coarsest step. */
  open(activityId: string, analysedSeconds: number): Promise<void> {
    this.activityId = activityId;
    this.analysedSeconds = analysedSeconds;
    this.span = null;
    return this.fetch();
  }

  setMetric(metric: HeartRateMetric): void {
    this.metric = metric;
  }

  /** Zooms to a span dragged on a chart, clamped to the session, and refetches at its precision. */
  selectSpan(startSec: number, endSec: number): Promise<void> {
    const start = Math.max(0, Math.min(startSec, endSec));
    const end = Math.min(this.analysedSeconds, Math.max(startSec, endSec));
    if (!(end > start)) return Promise.resolve();
    this.span = { start: Math.round(start), end: Math.round(end) };
    return this.fetch();
  }

  resetZoom(): Promise<void> {
    if (this.span === null) return Promise.resolve();
    this.span = null;
    return this.fetch();
  }

  private async fetch(): Promise<void> {
    const activityId = this.activityId;
    if (activityId === null || this.analysedSeconds <= 0) return;
    const request = ++this.requestNumber;
    const { start, end } = this.shownSpan;
    const base = { startOffsetSeconds: start, endOffsetSeconds: end, timeInterval: this.stepSeconds };
    this.loadState = 'loading';
    try {
      // HR is always fetched in bpm: the chart scales to % HRmax itself, so the toggle is instant.
      const [heartRate, speed] = await Promise.all([
        this.api.getTimeline(activityId, { ...base, chartMetricsType: 'HR_BPM' }),
        this.api.getTimeline(activityId, { ...base, chartMetricsType: 'AP' }),
      ]);
      if (request !== this.requestNumber) return;
      runInAction(() => {
        this.heartRate = heartRate;
        this.speed = speed;
        this.loadState = 'ready';
      });
    } catch {
      if (request !== this.requestNumber) return;
      runInAction(() => {
        this.loadState = 'error';
      });
    }
  }
}
