import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { DistanceUnit } from '../../domain/account/user';
import type { Activity } from '../../domain/activity/activity';
import type { Timeline, TimelineQuery } from '../../domain/activity/timeline';
import { FALLBACK_CHART_HRMAX_BPM } from '../../domain/charts/chart-hrmax';
import { METERS_PER_MILE } from '../../domain/units/distance-units';
import { computeEdwardsTrimp } from '../../domain/workload/edwards-trimp';
import { heldAnswer } from '../../../tests/support/held-answer';
import { SessionChartModel, type SessionChartContext } from './session-chart.model';
import { fakeActivityApi, makeActivity, makeTimeline, setUp } from './session-detail-fakes.test-support';

/** A timeline of one-minute buckets with these (min, max) values; null is a bucket without data. */
function timelineOf(
  query: TimelineQuery,
  buckets: readonly ([number, number] | null)[],
  hrmax: number | null,
): Timeline {
  return {
    metric: query.chartMetricsType,
    startOffsetSeconds: 0,
    endOffsetSeconds: buckets.length * 60,
    stepSeconds: 60,
    t: buckets.map((_, i) => i * 60),
    min: buckets.map((b) => (b ? b[0] : null)),
    max: buckets.map((b) => (b ? b[1] : null)),
    hrmax: query.chartMetricsType === 'AP' ? null : hrmax,
    apThreshold: query.chartMetricsType === 'AP' ? 1 : null,
  };
}

/** A chart model whose API answers with these HR and speed buckets. */
async function openChart(
  hr: readonly ([number, number] | null)[],
  speed: readonly ([number, number] | null)[],
  options: { timelineHrmax?: number | null; context?: SessionChartContext } = {},
) {
  const api = fakeActivityApi();
  const timelineHrmax = options.timelineHrmax === undefined ? 200 : options.timelineHrmax;
  api.getTimeline.mockImplementation((_id, query) =>
    Promise.resolve(timelineOf(query, query.chartMetricsType === 'AP' ? speed : hr, timelineHrmax)),
  );
  const chart = new SessionChartModel(api, options.context);
  await chart.open('pa-1', Math.max(hr.length, speed.length) * 60);
  return chart;
}

const context = (distanceUnit: 'METRIC' | 'IMPERIAL', sessionHrmax: number | null): SessionChartContext => ({
  distanceUnit,
  activity: { activityHrStats: sessionHrmax === null ? null : { hrmax: sessionHrmax } },
});

describe('SessionChartModel series', () => {
  it('has no series while nothing is loaded, and the axis floors', () => {
    const chart = new SessionChartModel(fakeActivityApi());
    expect(chart.heartRateSeries).toBeNull();
    expect(chart.speedSeries).toBeNull();
    expect(chart.distanceSeries).toBeNull();
    expect(chart.workloadSeries).toBeNull();
    expect(chart.speedAxisTop).toBe(4);
    expect(chart.distanceAxisTop).toBeCloseTo(105);
    expect(chart.workloadAxisTop).toBeCloseTo(5.25);
  });

  it('draws heart rate and speed at the middle of each bucket, with the bucket as a band', async () => {
    const chart = await openChart(
      [[120, 140], null],
      [
        [2, 4],
        [0, 1],
      ],
    );
    expect(Array.from(chart.heartRateSeries?.t ?? [])).toEqual([0, 60]);
    expect(chart.heartRateSeries?.value[0]).toBe(130);
    expect(chart.heartRateSeries?.value[1]).toBeNaN();
    expect(Array.from(chart.heartRateSeries?.max ?? [])).toEqual([140, Number.NaN]);
    expect(Array.from(chart.speedSeries?.value ?? [])).toEqual([3, 0.5]);
  });

  it('ends the workload series at the Edwards TRIMP of the session (one minute in each zone: 15)', async () => {
    // HRmax 200: 55, 65, 75, 85, 95 % → zones 1..5; 45 % is below every zone; then a gap.
    const chart = await openChart([[105, 115], [125, 135], [145, 155], [165, 175], [185, 195], [85, 95], null], []);
    const workload = Array.from(chart.workloadSeries?.value ?? []);
    expect(workload).toEqual([1, 3, 6, 10, 15, 15, 15]);
    expect(workload.at(-1)).toBe(computeEdwardsTrimp([60, 60, 60, 60, 60]));
  });

  it('accumulates distance from speed × step, in meters or in miles', async () => {
    const speed: [number, number][] = [
      [9, 11],
      [4, 6],
      [0, 0],
    ];
    const metric = await openChart([], speed, { context: context('METRIC', null) });
    expect(Array.from(metric.distanceSeries?.value ?? [])).toEqual([600, 900, 900]);
    const imperial = await openChart([], speed, { context: context('IMPERIAL', null) });
    expect(imperial.distanceUnit).toBe('IMPERIAL');
    expect(imperial.distanceSeries?.value[2]).toBeCloseTo(900 / METERS_PER_MILE, 10);
  });

  it('follows the viewer’s distance unit when it changes', async () => {
    const initial: { distanceUnit: DistanceUnit; activity: null } = { distanceUnit: 'METRIC', activity: null };
    const viewer = observable(initial);
    const chart = await openChart([], [[10, 10]], { context: viewer });
    expect(chart.distanceSeries?.value[0]).toBe(600);
    runInAction(() => {
      viewer.distanceUnit = 'IMPERIAL';
    });
    expect(chart.distanceSeries?.value[0]).toBeCloseTo(600 / METERS_PER_MILE, 10);
    expect(chart.distanceAxisTop).toBeCloseTo(Math.max(0.1, 600 / METERS_PER_MILE) * 1.05, 10);
  });
});

describe('SessionChartModel movement charts', () => {
  it('shows the speed and distance charts while loading and when the session recorded speed', async () => {
    expect(new SessionChartModel(fakeActivityApi()).showsMovementCharts).toBe(true);
    const moving = await openChart(
      [
        [120, 140],
        [130, 150],
      ],
      [null, [2, 4]],
    );
    expect(moving.movementRecorded).toBe(true);
    expect(moving.showsMovementCharts).toBe(true);
  });

  it('leaves them out for a session with heart rate only, also once zoomed, until another session opens', async () => {
    const api = fakeActivityApi();
    let speed: readonly ([number, number] | null)[] = [null, null, null];
    api.getTimeline.mockImplementation((_id, query) =>
      Promise.resolve(
        timelineOf(
          query,
          query.chartMetricsType === 'AP'
            ? speed
            : [
                [120, 140],
                [130, 150],
                [125, 135],
              ],
          200,
        ),
      ),
    );
    const chart = new SessionChartModel(api);
    await chart.open('pa-belt', 180);
    expect(chart.movementRecorded).toBe(false);
    expect(chart.showsMovementCharts).toBe(false);
    await chart.selectSpan(60, 120);
    expect(chart.showsMovementCharts).toBe(false);
    speed = [[2, 4], null, null];
    await chart.open('pa-run', 180);
    expect(chart.showsMovementCharts).toBe(true);
  });

  it('keeps them for a session with speed when a zoomed span has none', async () => {
    const api = fakeActivityApi();
    api.getTimeline.mockImplementation((_id, query) =>
      Promise.resolve(
        timelineOf(
          query,
          query.chartMetricsType === 'AP' && query.startOffsetSeconds > 0 ? [null] : [[2, 4], null, null],
          200,
        ),
      ),
    );
    const chart = new SessionChartModel(api);
    await chart.open('pa-1', 180);
    await chart.selectSpan(60, 120);
    expect(chart.speedSeries?.value[0]).toBeNaN();
    expect(chart.showsMovementCharts).toBe(true);
  });
});

describe('SessionChartModel HRmax', () => {
  it('uses the HRmax the session was analysed with', async () => {
    const chart = await openChart([[150, 150]], [], { timelineHrmax: 190, context: context('METRIC', 200) });
    expect(chart.hrmax).toBe(200);
    // 150 / 200 = 75 %: zone 3, one minute.
    expect(chart.workloadSeries?.value[0]).toBe(3);
  });

  it('uses the timeline’s HRmax when the activity carries none', async () => {
    const chart = await openChart([[150, 150]], [], { timelineHrmax: 190, context: context('METRIC', null) });
    expect(chart.hrmax).toBe(190);
  });

  it('falls back on the documented Tanaka HRmax (187 bpm) when neither carries one', async () => {
    const chart = await openChart([[150, 150]], [], { timelineHrmax: null });
    expect(chart.hrmax).toBe(FALLBACK_CHART_HRMAX_BPM);
    // 150 / 187 = 80.2 %: zone 4.
    expect(chart.workloadSeries?.value[0]).toBe(4);
  });

  it('takes the session detail view-model as its context: its HRmax and distance unit', async () => {
    const activity = { ...makeActivity(), activityHrStats: { hrmax: 200 } as Activity['activityHrStats'] };
    const { vm, api } = setUp(activity);
    await vm.load('pa-1');
    const chart = new SessionChartModel(api, vm);
    await chart.open('pa-1', 3600);
    expect(chart.hrmax).toBe(200);
    expect(chart.distanceUnit).toBe(vm.distanceUnit);
  });

  it('reads the timeline’s HRmax on the session detail page', async () => {
    const { vm } = setUp();
    await vm.load('pa-1');
    await vm.chart.open('pa-1', 3600);
    expect(vm.chart.hrmax).toBe(
      makeTimeline({ startOffsetSeconds: 0, endOffsetSeconds: 60, timeInterval: 60, chartMetricsType: 'HR_BPM' }).hrmax,
    );
    expect(vm.chart.heartRateSeries?.t.length).toBe(60);
  });
});

describe('SessionChartModel axis tops', () => {
  it('reaches the data: the fastest step rounded up, 5 % above distance and workload', async () => {
    const chart = await openChart(
      [
        [185, 195],
        [185, 195],
      ],
      [
        [6, 7.3],
        [5, 6],
      ],
    );
    expect(chart.speedAxisTop).toBe(8);
    expect(chart.distanceAxisTop).toBeCloseTo((6.65 + 5.5) * 60 * 1.05, 10);
    expect(chart.workloadAxisTop).toBeCloseTo(10 * 1.05, 10);
  });

  it('is at least the floor for a quiet session', async () => {
    const chart = await openChart([[90, 90]], [[0.2, 0.4]]);
    expect(chart.speedAxisTop).toBe(4);
    expect(chart.distanceAxisTop).toBeCloseTo(100 * 1.05, 10);
    expect(chart.workloadAxisTop).toBeCloseTo(5 * 1.05, 10);
    const imperial = await openChart([], [[0.2, 0.4]], { context: context('IMPERIAL', null) });
    expect(imperial.distanceAxisTop).toBeCloseTo(0.1 * 1.05, 10);
  });

  it('is never below any value drawn', async () => {
    const chart = await openChart(
      [
        [120, 140],
        [160, 190],
        [100, 110],
      ],
      [
        [1, 9.5],
        [2, 3],
        [0, 0],
      ],
    );
    for (const v of chart.speedSeries?.max ?? []) expect(chart.speedAxisTop).toBeGreaterThanOrEqual(v);
    for (const v of chart.distanceSeries?.value ?? []) expect(chart.distanceAxisTop).toBeGreaterThanOrEqual(v);
    for (const v of chart.workloadSeries?.value ?? []) expect(chart.workloadAxisTop).toBeGreaterThanOrEqual(v);
  });
});

describe('SessionChartModel timeline source', () => {
  it('draws from any timeline source, not only the activity API', async () => {
    const asked: TimelineQuery[] = [];
    const source = {
      getTimeline: (_id: string, query: TimelineQuery) => {
        asked.push(query);
        return Promise.resolve(timelineOf(query, query.chartMetricsType === 'AP' ? [[2, 4]] : [[120, 140]], 190));
      },
    };
    const chart = new SessionChartModel(source);
    await chart.open('file-1', 60);
    expect(chart.loadState).toBe('ready');
    expect(chart.heartRateSeries?.value[0]).toBe(130);
    expect(chart.speedSeries?.value[0]).toBe(3);
    expect(asked.map((q) => q.chartMetricsType).sort()).toEqual(['AP', 'HR_BPM']);
  });

  it('fetches the span shown again after a failed load, zoomed or not', async () => {
    let failing = true;
    const asked: TimelineQuery[] = [];
    const source = {
      getTimeline: (_id: string, query: TimelineQuery) => {
        asked.push(query);
        return failing ? Promise.reject(new Error('offline')) : Promise.resolve(timelineOf(query, [[120, 140]], 190));
      },
    };
    const chart = new SessionChartModel(source);
    await chart.open('file-1', 3600);
    expect(chart.loadState).toBe('error');
    failing = false;
    await chart.reload();
    expect(chart.loadState).toBe('ready');
    expect(asked.at(-1)).toMatchObject({ startOffsetSeconds: 0, endOffsetSeconds: 3600 });
    failing = true;
    await chart.selectSpan(600, 700);
    expect(chart.loadState).toBe('error');
    failing = false;
    await chart.reload();
    expect(chart.loadState).toBe('ready');
    expect(chart.shownSpan).toEqual({ start: 600, end: 700 });
    expect(asked.at(-1)).toMatchObject({ startOffsetSeconds: 600, endOffsetSeconds: 700 });
  });

  it('the timelines of a span zoomed to win over the whole session’s, still on their way', async () => {
    const whole = heldAnswer<void>();
    const source = {
      getTimeline: (_id: string, query: TimelineQuery) =>
        query.startOffsetSeconds === 0
          ? whole.promise.then(() => timelineOf(query, [[60, 80]], 190))
          : Promise.resolve(timelineOf(query, [[120, 140]], 190)),
    };
    const chart = new SessionChartModel(source);
    const opening = chart.open('file-1', 3600);
    await chart.selectSpan(600, 700);
    whole.resolve();
    await opening;
    expect(chart.loadState).toBe('ready');
    expect(chart.heartRateSeries?.value[0]).toBe(130);
  });
});
