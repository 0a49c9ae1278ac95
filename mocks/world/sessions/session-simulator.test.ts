import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES } from '../../../src/domain/activity/activity-type';
import {
  SIMULATED_MAX_ABOVE_HRMAX,
  SIMULATED_MIN_BPM,
  simulateSession,
  type SimulationInput,
} from './session-simulator';

const base: SimulationInput = {
  seed: 'test',
  type: 'GAME',
  durationSec: 5400,
  hrmax: 190,
  restingBpm: 55,
  dropouts: false,
};

function meanBpm(samples: ReturnType<typeof simulateSession>['samples'], from: number, to: number): number {
  const inside = samples.filter((s) => s.t >= from && s.t < to && s.bpm !== undefined);
  return inside.reduce((sum, s) => sum + (s.bpm ?? 0), 0) / inside.length;
}

describe('simulateSession', () => {
  it('is deterministic: the same seed gives the same series, another seed another', () => {
    expect(simulateSession(base)).toEqual(simulateSession(base));
    expect(simulateSession({ ...base, seed: 'other' }).samples).not.toEqual(simulateSession(base).samples);
  });

  it('keeps heart rate within 40 … HRmax + 5 and speed within human limits, for any type and athlete', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom(...ACTIVITY_TYPES),
        fc.integer({ min: 600, max: 5400 }),
        fc.integer({ min: 160, max: 215 }),
        fc.integer({ min: 40, max: 80 }),
        fc.boolean(),
        (seed, type, durationSec, hrmax, restingBpm, dropouts) => {
          const { samples } = simulateSession({ seed, type, durationSec, hrmax, restingBpm, dropouts });
          const outside = samples.filter(
            (s) =>
              s.bpm === undefined ||
              s.bpm < SIMULATED_MIN_BPM ||
              s.bpm > hrmax + SIMULATED_MAX_ABOVE_HRMAX ||
              s.speed === undefined ||
              s.speed < 0 ||
              s.speed >= 10,
          );
          expect(outside).toEqual([]);
          expect(samples.every((s, i) => i === 0 || s.t > (samples[i - 1]?.t ?? -1))).toBe(true);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('raises the heart rate with intensity: blocks of the top third end higher than those of the bottom third', () => {
    for (const type of ACTIVITY_TYPES) {
      const { samples, profile } = simulateSession({ ...base, type, seed: `int-${type}` });
      const blocks = [...profile].filter((b) => b.durationSec >= 20).sort((a, b) => a.intensity - b.intensity);
      const third = Math.max(1, Math.floor(blocks.length / 3));
      const endOf = (list: typeof blocks) =>
        list.reduce(
          (sum, b) => sum + meanBpm(samples, b.startSec + b.durationSec - 10, b.startSec + b.durationSec),
          0,
        ) / list.length;
      expect(endOf(blocks.slice(-third)), type).toBeGreaterThan(endOf(blocks.slice(0, third)) + 10);
    }
  });

  it('follows a first-order response: rises within a few τ and recovers more slowly', () => {
    const { samples, profile } = simulateSession({ ...base, type: 'GAME', seed: 'kinetics' });
    const halfTime = profile.find((b, i) => i > 0 && b.intensity <= 0.3);
    expect(halfTime).toBeDefined();
    if (halfTime === undefined) return;
    const before = meanBpm(samples, halfTime.startSec - 30, halfTime.startSec);
    const after = meanBpm(
      samples,
      halfTime.startSec + halfTime.durationSec - 30,
      halfTime.startSec + halfTime.durationSec,
    );
    // Recovery: at least 20 bpm lower after ~9 min of rest, still above resting.
    expect(before - after).toBeGreaterThan(20);
    expect(after).toBeGreaterThan(base.restingBpm);
    const oneTau = meanBpm(samples, halfTime.startSec + 55, halfTime.startSec + 65);
    // After one falling τ (60 s) about 63 % of the drop is done; allow noise and the block mix.
    const fraction = (before - oneTau) / (before - after);
    expect(fraction).toBeGreaterThan(0.4);
    expect(fraction).toBeLessThan(0.85);
  });

  it('drops samples out as gaps when asked, never otherwise', () => {
    const full = simulateSession({ ...base, dropouts: false });
    expect(full.samples).toHaveLength(base.durationSec + 1);
    const lengths = Array.from(
      { length: 10 },
      (_, i) => simulateSession({ ...base, seed: `drop-${i}`, dropouts: true }).samples.length,
    );
    expect(Math.min(...lengths)).toBeLessThan(base.durationSec + 1);
  });
});
