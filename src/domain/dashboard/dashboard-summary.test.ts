import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countMeasured, sumMeasured } from '../activity/measured-figure';
import { civilFromDays, type IsoDate } from '../time/civil-date';
import { MILLISECONDS_PER_DAY } from '../units/time-units';
import {
  buildDailyTimeline,
  selectTimelineMetricValue,
  summariseDashboardSessions,
  type TimelineSessionFigures,
} from './dashboard-summary';
import { DASHBOARD_TIMELINE_METRICS } from './dashboard-timeline';

const session = (
  date: string,
  duration: number,
  above80: number,
  ap: number | null,
  meters: number | null,
  trimps: number,
  activityId = 'act',
  startMs = 0,
): TimelineSessionFigures => ({
  activityId,
  startMs,
  date: date as IsoDate,
  durationSeconds: duration,
  timeAbove80Seconds: above80,
  apSeconds: ap,
  distanceMeters: meters,
  trimps,
});

const figures: fc.Arbitrary<TimelineSessionFigures> = fc
  .record({
    day: fc.integer({ min: 19_000, max: 19_010 }),
    id: fc.string({ minLength: 1, maxLength: 6 }),
    start: fc.integer({ min: 0, max: 86_399_999 }),
    duration: fc.integer({ min: 1, max: 14_400 }),
    above: fc.double({ min: 0, max: 1, noNaN: true }),
    ap: fc.double({ min: 0, max: 1, noNaN: true }),
    meters: fc.integer({ min: 0, max: 20_000 }),
    trimps: fc.integer({ min: 0, max: 600 }),
    // About one session in four from a heart-rate belt alone: no AP, no distance.
    beltAlone: fc.boolean().chain((maybe) => (maybe ? fc.boolean() : fc.constant(false))),
  })
  .map(({ day, id, start, duration, above, ap, meters, trimps, beltAlone }) =>
    session(
      civilFromDays(day),
      duration,
      duration * above,
      beltAlone ? null : duration * ap,
      beltAlone ? null : meters,
      trimps,
      id,
      day * MILLISECONDS_PER_DAY + start,
    ),
  );

/** Both not measured, or both measured and equal but for rounding. */
function expectSameFigure(actual: number | null, expected: number | null): void {
  if (expected === null) expect(actual).toBeNull();
  else expect(actual).toBeCloseTo(expected, 6);
}

describe('summariseDashboardSessions — worked example', () => {
  // A 90-min training with 27 min above 80 % and a 30-min run with 3 min above 80 %.
  const summary = summariseDashboardSessions([
    session('2025-03-04', 5400, 1620, 3240, 7200, 180),
    session('2025-03-05', 1800, 180, 1620, 5000, 60),
  ]);

  it('sums seconds, distance and TRIMPs, and gives the mean per session', () => {
    expect(summary.sessions).toBe(2);
    expect(summary.durationSeconds).toBe(7200);
    expect(summary.timeAbove80).toEqual({ seconds: 1800, percent: 25, perSessionSeconds: 900 });
    expect(summary.distance).toEqual({ meters: 12_200, perSessionMeters: 6100 });
    expect(summary.workload).toEqual({ trimps: 240, perSessionTrimps: 120 });
  });
  it('weighs percentages by time: (3240 + 1620) / 7200 = 67.5 %, not the mean of 60 % and 90 %', () => {
    expect(summary.ap?.percent).toBeCloseTo(67.5, 10);
    expect(summary.ap?.seconds).toBe(4860);
  });
  it('is all zeros for no session, AP and distance not measured', () => {
    expect(summariseDashboardSessions([])).toEqual({
      sessions: 0,
      durationSeconds: 0,
      timeAbove80: { seconds: 0, percent: 0, perSessionSeconds: 0 },
      ap: null,
      distance: null,
      workload: { trimps: 0, perSessionTrimps: 0 },
    });
  });
});

describe('summariseDashboardSessions — a session from a heart-rate belt alone', () => {
  // The same training, then a 60-min belt-only session with 30 min above 80 %.
  const training = session('2025-03-04', 5400, 1620, 3240, 7200, 180);
  const belt = session('2025-03-05', 3600, 1800, null, null, 150);

  it('alone, has no AP and no distance, but its time above 80 % and workload', () => {
    const alone = summariseDashboardSessions([belt]);
    expect(alone.ap).toBeNull();
    expect(alone.distance).toBeNull();
    expect(alone.timeAbove80.seconds).toBe(1800);
    expect(alone.workload.trimps).toBe(150);
  });

  it('beside a measured session, adds nothing to AP and distance and does not dilute them', () => {
    const both = summariseDashboardSessions([training, belt]);
    expect(both.sessions).toBe(2);
    expect(both.distance).toEqual({ meters: 7200, perSessionMeters: 7200 });
    expect(both.ap).toEqual({ seconds: 3240, percent: 60, perSessionSeconds: 3240 });
    expect(both.timeAbove80).toEqual({ seconds: 3420, percent: 38, perSessionSeconds: 1710 });
  });
});

describe('summariseDashboardSessions — properties', () => {
  it('mean × sessions = total (AP and distance over the sessions that measured them); percentages stay within 0–100', () => {
    fc.assert(
      fc.property(fc.array(figures, { minLength: 1, maxLength: 40 }), (sessions) => {
        const s = summariseDashboardSessions(sessions);
        const measured = countMeasured(sessions.map((session) => session.distanceMeters));
        expect(s.timeAbove80.perSessionSeconds * s.sessions).toBeCloseTo(s.timeAbove80.seconds, 6);
        if (s.distance !== null) expect(s.distance.perSessionMeters * measured).toBeCloseTo(s.distance.meters, 6);
        expect(s.workload.perSessionTrimps * s.sessions).toBeCloseTo(s.workload.trimps, 6);
        for (const percent of [s.timeAbove80.percent, s.ap?.percent ?? 0]) {
          expect(percent).toBeGreaterThanOrEqual(0);
          expect(percent).toBeLessThanOrEqual(100 + 1e-9);
        }
      }),
    );
  });

  it('AP and distance are missing only when no session measured them, and never less than any session that did', () => {
    fc.assert(
      fc.property(fc.array(figures, { maxLength: 40 }), (sessions) => {
        const s = summariseDashboardSessions(sessions);
        expect(s.ap === null).toBe(sessions.every((session) => session.apSeconds === null));
        expect(s.distance === null).toBe(sessions.every((session) => session.distanceMeters === null));
        for (const session of sessions) {
          if (session.apSeconds !== null) expect(s.ap?.seconds).toBeGreaterThanOrEqual(session.apSeconds);
          if (session.distanceMeters !== null)
            expect(s.distance?.meters).toBeGreaterThanOrEqual(session.distanceMeters);
        }
      }),
    );
  });

  it('sums are additive: the summary of two sets adds up to the summary of both, missing parts left out', () => {
    fc.assert(
      fc.property(fc.array(figures, { maxLength: 20 }), fc.array(figures, { maxLength: 20 }), (a, b) => {
        const both = summariseDashboardSessions([...a, ...b]);
        const sa = summariseDashboardSessions(a);
        const sb = summariseDashboardSessions(b);
        expect(both.sessions).toBe(sa.sessions + sb.sessions);
        expectSameFigure(both.ap?.seconds ?? null, sumMeasured([sa.ap?.seconds ?? null, sb.ap?.seconds ?? null]));
        expectSameFigure(
          both.distance?.meters ?? null,
          sumMeasured([sa.distance?.meters ?? null, sb.distance?.meters ?? null]),
        );
        expect(both.workload.trimps).toBeCloseTo(sa.workload.trimps + sb.workload.trimps, 6);
      }),
    );
  });
});

describe('buildDailyTimeline', () => {
  it("gives one value per day, oldest first, points = sessions that day, activityId = the day's latest session", () => {
    const values = buildDailyTimeline(
      [
        session('2025-03-05', 1800, 180, 900, 5000, 60, 'evening', 1_741_201_200_000),
        session('2025-03-04', 5400, 1620, 2700, 7200, 180, 'only', 1_741_089_600_000),
        session('2025-03-05', 1800, 60, 900, 3000, 40, 'morning', 1_741_165_200_000),
      ],
      'TIME_ABOVE_80_PERCENT_HR',
    );
    expect(values).toEqual([
      { date: '2025-03-04', value: 1620, points: 1, activityId: 'only' },
      { date: '2025-03-05', value: 240, points: 2, activityId: 'evening' },
    ]);
  });

  it('names the session a point opens when the sessions have titles', () => {
    const values = buildDailyTimeline(
      [
        { ...session('2025-03-05', 1800, 60, 900, 3000, 40, 'morning', 1_741_165_200_000), title: 'Morning run' },
        { ...session('2025-03-05', 1800, 180, 900, 5000, 60, 'evening', 1_741_201_200_000), title: 'Training' },
        session('2025-03-06', 1800, 180, 900, 5000, 60, 'untitled', 1_741_287_600_000),
      ],
      'DISTANCE',
    );
    expect(values.map((value) => [value.activityId, value.title])).toEqual([
      ['evening', 'Training'],
      ['untitled', undefined],
    ]);
    expect('title' in (values[1] ?? {})).toBe(false);
  });

  it('leaves out a day on which no session measured the metric, rather than giving it 0', () => {
    const days = [
      session('2025-03-04', 5400, 1620, 2700, 7200, 180, 'run', 1_741_089_600_000),
      session('2025-03-05', 3600, 900, null, null, 120, 'belt', 1_741_176_000_000),
    ];
    expect(buildDailyTimeline(days, 'DISTANCE').map((value) => [value.date, value.value])).toEqual([
      ['2025-03-04', 7200],
    ]);
    expect(buildDailyTimeline(days, 'AP_PERCENTAGE').map((value) => value.activityId)).toEqual(['run']);
    expect(buildDailyTimeline(days, 'WORKLOAD').map((value) => [value.date, value.value])).toEqual([
      ['2025-03-04', 180],
      ['2025-03-05', 120],
    ]);
  });

  it("property: dates strictly increase, points add up to the sessions of the days shown, each value opens its day's latest session, additive metrics add up", () => {
    fc.assert(
      fc.property(
        fc.array(figures, { maxLength: 60 }),
        fc.constantFrom(...DASHBOARD_TIMELINE_METRICS),
        (sessions, metric) => {
          const values = buildDailyTimeline(sessions, metric);
          for (let i = 1; i < values.length; i += 1)
            expect((values[i - 1]?.date ?? '') < (values[i]?.date ?? '')).toBe(true);
          const shown = new Set(values.map((value) => value.date));
          expect(values.reduce((sum, v) => sum + v.points, 0)).toBe(sessions.filter((s) => shown.has(s.date)).length);
          // A day is left out only when none of its sessions measured the metric.
          for (const s of sessions) {
            if (!shown.has(s.date))
              expect(selectTimelineMetricValue(summariseDashboardSessions([s]), metric)).toBeNull();
          }
          for (const v of values) {
            const day = sessions.filter((s) => s.date === v.date);
            const opened = day.filter((s) => s.activityId === v.activityId);
            // A session of that day, started no earlier than any other of the day.
            expect(opened.length).toBeGreaterThan(0);
            expect(Math.max(...opened.map((s) => s.startMs))).toBe(Math.max(...day.map((s) => s.startMs)));
          }
          if (metric !== 'AP_PERCENTAGE') {
            const total = selectTimelineMetricValue(summariseDashboardSessions(sessions), metric) ?? 0;
            expect(values.reduce((sum, v) => sum + v.value, 0)).toBeCloseTo(total, 4);
          }
        },
      ),
    );
  });
});
