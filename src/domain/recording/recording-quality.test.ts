import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateSessionSamples } from '../export/session-export.test-support';
import { analyseSession } from '../session/session-analysis';
import { isValidBpm, MAX_SAMPLE_HOLD_SECONDS, type SessionSample } from '../session/session-sample';
import { assessRecordingQuality, countHeartRateDropouts } from './recording-quality';

const samples = generateSessionSamples({ maxLength: 300 });
const validTimes = (series: readonly SessionSample[]) =>
  series.filter((s) => s.bpm !== undefined && isValidBpm(s.bpm)).map((s) => s.t);

describe('countHeartRateDropouts', () => {
  it('counts the gaps over 10 s between valid readings, with their whole length', () => {
    const series: SessionSample[] = [
      { t: 0, bpm: 120 },
      { t: 5, bpm: 121 },
      { t: 15, bpm: 122 }, // 10 s: held, not a dropout
      { t: 30, bpm: 123 }, // 15 s: a dropout
      { t: 31, speed: 3 },
      { t: 40, bpm: 250 }, // artefact: no reading
      { t: 60, bpm: 124 }, // 30 s since t = 30: a dropout
      { t: 61, bpm: 125 },
    ];
    expect(countHeartRateDropouts(series)).toEqual({ count: 2, seconds: 45 });
  });

  it('finds none in an empty series, a single reading or a series without heart rate', () => {
    expect(countHeartRateDropouts([])).toEqual({ count: 0, seconds: 0 });
    expect(countHeartRateDropouts([{ t: 0, bpm: 100 }])).toEqual({ count: 0, seconds: 0 });
    expect(
      countHeartRateDropouts([
        { t: 0, speed: 2 },
        { t: 100, speed: 2 },
      ]),
    ).toEqual({ count: 0, seconds: 0 });
  });

  it('each dropout lasts over 10 s, and they fit between the first and last valid reading', () => {
    fc.assert(
      fc.property(samples, (series) => {
        const { count, seconds } = countHeartRateDropouts(series);
        const times = validTimes(series);
        expect(count).toBeLessThanOrEqual(Math.max(0, times.length - 1));
        if (count === 0) expect(seconds).toBe(0);
        else expect(seconds).toBeGreaterThan(count * MAX_SAMPLE_HOLD_SECONDS);
        const span = times.length > 1 ? (times.at(-1) as number) - (times[0] as number) : 0;
        expect(seconds).toBeLessThanOrEqual(span);
      }),
    );
  });

  it('agrees with the analysis: covered time = span of the readings − the dropouts beyond their 10-s hold', () => {
    fc.assert(
      fc.property(samples, (series) => {
        const times = validTimes(series);
        const analysis = analyseSession(series, {});
        const { count, seconds } = countHeartRateDropouts(series);
        const span = times.length > 1 ? (times.at(-1) as number) - (times[0] as number) : 0;
        expect(analysis.hrCoveredSeconds).toBeCloseTo(span - (seconds - count * MAX_SAMPLE_HOLD_SECONDS), 6);
      }),
    );
  });

  it('ignores samples without heart rate', () => {
    fc.assert(
      fc.property(samples, (series) => {
        const heartOnly = series.filter((s) => s.bpm !== undefined);
        expect(countHeartRateDropouts(heartOnly)).toEqual(countHeartRateDropouts(series));
      }),
    );
  });
});

describe('assessRecordingQuality', () => {
  it('reports a short file as it is', () => {
    const series: SessionSample[] = [
      { t: 0, bpm: 120 },
      { t: 1, bpm: 20 },
      { t: 2, bpm: 121 },
      { t: 32, bpm: 122 },
      { t: 40 },
    ];
    const quality = assessRecordingQuality(series, analyseSession(series, {}));
    expect(quality).toEqual({
      recordedSeconds: 40,
      analysedSeconds: 40,
      coveragePercent: (12 / 40) * 100,
      dropouts: { count: 1, seconds: 30 },
      artefactCount: 1,
      tooLong: false,
      trimmed: false,
    });
  });

  it('flags a 4.5-h file, analyses its first 4 h and counts its dropouts there only', () => {
    // 1 Hz heart rate with a 20-s hole at 1 h and another at 4 h 10 min (past the trim).
    const series: SessionSample[] = [];
    for (let t = 0; t <= 4.5 * 3600; t += 1) {
      const inHole = (t > 3600 && t < 3620) || (t > 15_000 && t < 15_020);
      series.push(inHole ? { t } : { t, bpm: 140 });
    }
    const quality = assessRecordingQuality(series, analyseSession(series, {}));
    expect(quality.recordedSeconds).toBe(16_200);
    expect(quality.analysedSeconds).toBe(14_400);
    expect(quality.tooLong).toBe(true);
    expect(quality.trimmed).toBe(true);
    expect(quality.dropouts).toEqual({ count: 1, seconds: 20 });
    expect(quality.artefactCount).toBe(0);
  });
});
