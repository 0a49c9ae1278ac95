import { makeAutoObservable } from 'mobx';
import type { DistanceUnit } from '../../domain/account/user';
import type { Timeline } from '../../domain/activity/timeline';
import {
  AXIS_HEADROOM_FACTOR,
  computeAxisTop,
  DISTANCE_AXIS_FLOOR_METERS,
  DISTANCE_AXIS_FLOOR_MILES,
  SPEED_AXIS_FLOOR_MPS,
  WORKLOAD_AXIS_FLOOR_TRIMPS,
} from '../../domain/charts/axis-top';
import { resolveChartHrmax } from '../../domain/charts/chart-hrmax';
import { selectPrecisionStep } from '../../domain/charts/chart-precision';
import {
  cumulativeDistanceOf,
  cumulativeWorkloadOf,
  seriesOfTimeline,
  type SeriesData,
} from '../../domain/charts/timeline-series';
import { LatestRequest } from '../latest-request/latest-request';
import type { TimelineSource } from '../ports/timeline-source.port';

/** The HR chart's unit toggle (the timeline's chart metric types): bpm or % HRmax. */
export type HeartRateMetric = 'HR_BPM' | 'HR_PERCENTAGE';

export interface ChartSpanSeconds {
  readonly start: number;
  readonly end: number;
}

export type ChartLoadState = 'idle' | 'loading' | 'ready' | 'error';

/**
 * What the charts need to know of the session they belong to: the viewer's distance unit and
 * the HRmax the session was analysed with. SessionDetailViewModel has this shape (it passes
 * itself); read lazily, so the charts follow it.
 */
export interface SessionChartContext {
  readonly distanceUnit: DistanceUnit;
  readonly activity: { readonly activityHrStats: { readonly hrmax: number } | null } | null;
  /**
   * True when the heart rate may be read in % HRmax only (a shared session: beside the percentages,
   * bpm would give the player's HRmax away, docs/api-sessions.md#what-a-share-shows). Absent: bpm.
   */
  readonly heartRatePercentOnly?: boolean;
}

const NO_CONTEXT: SessionChartContext = { distanceUnit: 'METRIC', activity: null };

/** HRmax in its own unit: a heart rate in % HRmax is 100 at HRmax. */
const PERCENT_OF_HRMAX = 100;

/**
 * The charts of one session: the span shown (whole analysed session, or a span the user
 * dragged), the precision step of that span (selectPrecisionStep) and the HR and AP timelines
 * fetched for it with that step as `timeInterval`, turned into the series the charts draw
 * (heart rate, speed, cumulative distance and workload) with their y-axis tops. A newer
 * request wins over an older one still in flight. The timelines come from a TimelineSource:
 * the activity API on the session detail, the opened file's samples on the file page.
 */
export class SessionChartModel {
  metric: HeartRateMetric = 'HR_BPM';
  /** The zoomed span; null shows the whole analysed session. */
  span: ChartSpanSeconds | null = null;
  heartRate: Timeline | null = null;
  speed: Timeline | null = null;
  /**
   * Whether the session recorded any speed, read from its whole-session AP timeline: null until that
   * answer is in. A heart-rate belt alone records none, and its speed and distance charts would be empty.
   */
  movementRecorded: boolean | null = null;
  private activityId: string | null = null;
  private analysedSeconds = 0;
  /** The HR and AP timelines of the span asked last; the session they belong to is the page's to own. */
  private readonly timelines = new LatestRequest<readonly [Timeline, Timeline], 'TIMELINES_FAILED'>({
    owner: { kind: 'anyone' },
    classify: () => 'TIMELINES_FAILED',
  });

  constructor(
    private readonly source: TimelineSource,
    private readonly context: SessionChartContext = NO_CONTEXT,
  ) {
    makeAutoObservable<SessionChartModel, 'source' | 'context' | 'timelines'>(this, {
      source: false,
      context: false,
      timelines: false,
    });
  }

  /** Whether the bpm / % HRmax toggle is offered: not where the heart rate is read in % HRmax only. */
  get offersBpm(): boolean {
    return this.context.heartRatePercentOnly !== true;
  }

  /** The unit the HR chart draws in: % HRmax whenever bpm is not offered. */
  get shownMetric(): HeartRateMetric {
    return this.offersBpm ? this.metric : 'HR_PERCENTAGE';
  }

  get loadState(): ChartLoadState {
    const { status } = this.timelines.state;
    return status === 'loaded' ? 'ready' : status === 'failed' ? 'error' : status;
  }

  get distanceUnit(): DistanceUnit {
    return this.context.distanceUnit;
  }

  /**
   * HRmax in bpm the HR chart (zones, % HRmax) and the workload are drawn against: the
   * session's, else the HR timeline's, else the documented fallback (resolveChartHrmax).
   */
  get hrmax(): number {
    // A timeline in % HRmax reads as one in bpm whose HRmax is 100: its zones, its 80 % line and its workload alike.
    if (!this.offersBpm) return PERCENT_OF_HRMAX;
    return resolveChartHrmax({
      sessionHrmax: this.context.activity?.activityHrStats?.hrmax,
      timelineHrmax: this.heartRate?.hrmax,
    });
  }

  /** Heart rate in bpm per step (middle value, with the step's min and max as a band); null while loading. */
  get heartRateSeries(): SeriesData | null {
    return this.heartRate ? seriesOfTimeline(this.heartRate) : null;
  }

  /** Speed in m/s per step (the AP timeline). */
  get speedSeries(): SeriesData | null {
    return this.speed ? seriesOfTimeline(this.speed) : null;
  }

  /** Distance covered since the span start, in meters or miles (distanceUnit). */
  get distanceSeries(): SeriesData | null {
    return this.speed ? cumulativeDistanceOf(this.speed, this.distanceUnit) : null;
  }

  /** Edwards TRIMP accumulated since the span start. */
  get workloadSeries(): SeriesData | null {
    return this.heartRate ? cumulativeWorkloadOf(this.heartRate, this.hrmax) : null;
  }

  /**
   * Whether the page shows the speed and distance charts: while the session is loading (their
   * placeholders hold their place), and when it recorded some speed; never only because a zoomed
   * span has none.
   */
  get showsMovementCharts(): boolean {
    return this.movementRecorded !== false;
  }

  /** Top of the speed axis: the fastest step, at least 4 m/s, rounded up to whole m/s. */
  get speedAxisTop(): number {
    return Math.ceil(topOf(this.speedSeries, SPEED_AXIS_FLOOR_MPS));
  }

  /** Top of the distance axis: 5 % above the distance covered, at least 100 m (0.1 mi). */
  get distanceAxisTop(): number {
    const floor = this.distanceUnit === 'IMPERIAL' ? DISTANCE_AXIS_FLOOR_MILES : DISTANCE_AXIS_FLOOR_METERS;
    return topOf(this.distanceSeries, floor) * AXIS_HEADROOM_FACTOR;
  }

  /** Top of the workload axis: 5 % above the workload, at least 5 TRIMPs. */
  get workloadAxisTop(): number {
    return topOf(this.workloadSeries, WORKLOAD_AXIS_FLOOR_TRIMPS) * AXIS_HEADROOM_FACTOR;
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
    this.movementRecorded = null;
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

  /** Fetches the span shown again (after a failed load). */
  reload(): Promise<void> {
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
    const whole = this.span === null;
    const { start, end } = this.shownSpan;
    const base = { startOffsetSeconds: start, endOffsetSeconds: end, timeInterval: this.stepSeconds };
    // HR is fetched in bpm where bpm is offered: the chart scales to % HRmax itself, so the toggle is instant.
    const percentOnly = !this.offersBpm;
    const both = () =>
      Promise.all([
        this.source.getTimeline(activityId, { ...base, chartMetricsType: percentOnly ? 'HR_PERCENTAGE' : 'HR_BPM' }),
        this.source.getTimeline(activityId, { ...base, chartMetricsType: 'AP' }),
      ]);
    await this.timelines.run(both, {
      loaded: ([heartRate, speed]) => {
        // Its amounts are the TRIMP of its own readings: kept with the HRmax of 100 they are read against.
        this.heartRate = percentOnly ? { ...heartRate, hrmax: PERCENT_OF_HRMAX } : heartRate;
        this.speed = speed;
        if (whole) this.movementRecorded = hasValues(speed);
      },
    });
  }
}

/** The axis top of a series: its highest value (the step maxima when it has them), at least `floor`. */
function topOf(series: SeriesData | null, floor: number): number {
  return series ? computeAxisTop(series.max ?? series.value, floor) : floor;
}

/** Whether a timeline has a value in any step. */
function hasValues(timeline: Timeline): boolean {
  return timeline.max.some((value) => value !== null) || timeline.min.some((value) => value !== null);
}
