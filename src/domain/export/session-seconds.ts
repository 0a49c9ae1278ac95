import { isValidBpm, MAX_SAMPLE_HOLD_SECONDS, type SessionSample } from '../session/session-sample';

/**
 * The channels of a session at one whole second, with the values the analysis counts there
 * (docs/product-rules.md#samples): a reading holds until the next reading of its channel, for at
 * most MAX_SAMPLE_HOLD_SECONDS; the last reading of a channel counts at its own instant only; a
 * longer gap is missing data (null), never a guess.
 */
export interface SessionSecond {
  /** Whole seconds from the session start. */
  readonly elapsedSeconds: number;
  /** A valid heart rate (30–230 bpm): artefacts are left out, as the analysis drops them. */
  readonly bpm: number | null;
  /** m/s: the recorded speed, else (as the AP figure does) the distance between two readings ÷ their gap. */
  readonly speed: number | null;
  /**
   * Cumulative meters: the recorded distance; for a recording without any distance, the speed
   * integrated over time (the analysis's distance); null where the channel has no value.
   */
  readonly distance: number | null;
}

/** A reading visible at its instant and over [t, holdUntil). */
interface Reading {
  readonly t: number;
  readonly value: number;
  readonly holdUntil: number;
}

function holdEnd(t: number, next: number | undefined): number {
  return next === undefined ? t : t + Math.min(next - t, MAX_SAMPLE_HOLD_SECONDS);
}

/** Readings of one channel, each holding until the next one (capped). */
function heldReadings(times: readonly number[], values: readonly number[]): Reading[] {
  return times.map((t, i) => ({ t, value: values[i] as number, holdUntil: holdEnd(t, times[i + 1]) }));
}

/**
 * Speed derived from the cumulative distance, exactly where the analysis derives it
 * (session-integrals.ts): between two distance readings neither of which carries a speed;
 * a distance that does not grow is a speed of 0.
 */
function derivedSpeedReadings(samples: readonly SessionSample[]): Reading[] {
  const readings: Reading[] = [];
  let previous: SessionSample | undefined;
  for (const sample of samples) {
    if (sample.distance === undefined || !Number.isFinite(sample.distance)) continue;
    if (previous !== undefined) {
      const gap = sample.t - previous.t;
      if (gap > 0 && sample.speed === undefined && previous.speed === undefined) {
        const delta = sample.distance - (previous.distance as number);
        readings.push({ t: previous.t, value: delta > 0 ? delta / gap : 0, holdUntil: holdEnd(previous.t, sample.t) });
      }
    }
    previous = sample;
  }
  return readings;
}

/** Walks one channel forward in time; `at` must be called with non-decreasing seconds. */
class ChannelCursor {
  private index = -1;
  /** Meters covered by the readings before `index` (for a speed channel integrated into distance). */
  private integratedBefore = 0;

  constructor(private readonly readings: readonly Reading[]) {}

  private advance(second: number): Reading | undefined {
    while (this.index + 1 < this.readings.length && (this.readings[this.index + 1] as Reading).t <= second) {
      const passed = this.readings[this.index];
      if (passed !== undefined) this.integratedBefore += passed.value * (passed.holdUntil - passed.t);
      this.index += 1;
    }
    return this.readings[this.index];
  }

  /** The value the channel holds at `second`, or null in a gap. */
  at(second: number): number | null {
    const reading = this.advance(second);
    if (reading === undefined) return null;
    return second === reading.t || second < reading.holdUntil ? reading.value : null;
  }

  /** The channel (a speed) integrated from its first reading up to `second`. */
  integralAt(second: number): number {
    const reading = this.advance(second);
    if (reading === undefined) return 0;
    return this.integratedBefore + reading.value * (Math.min(second, reading.holdUntil) - reading.t);
  }
}

/**
 * Every whole second from 0 to the last sample's time, in order, lazily (a 4-hour session is
 * 14 401 seconds: the caller may stop between seconds). `samples` must be in time order.
 */
export function* readSessionSeconds(samples: readonly SessionSample[]): Generator<SessionSecond, void, undefined> {
  const last = samples[samples.length - 1];
  if (last === undefined) return;
  const hr = samples.filter((s) => s.bpm !== undefined && Number.isFinite(s.bpm) && isValidBpm(s.bpm));
  const recordedSpeed = samples.filter((s) => s.speed !== undefined && Number.isFinite(s.speed));
  const recordedDistance = samples.filter((s) => s.distance !== undefined && Number.isFinite(s.distance));
  const heartRate = new ChannelCursor(
    heldReadings(
      hr.map((s) => s.t),
      hr.map((s) => s.bpm as number),
    ),
  );
  const speed = new ChannelCursor(
    heldReadings(
      recordedSpeed.map((s) => s.t),
      recordedSpeed.map((s) => s.speed as number),
    ),
  );
  const derivedSpeed = new ChannelCursor(derivedSpeedReadings(samples));
  const distance = new ChannelCursor(
    heldReadings(
      recordedDistance.map((s) => s.t),
      recordedDistance.map((s) => s.distance as number),
    ),
  );
  const distanceFromSpeed = recordedDistance.length === 0;
  const end = Math.floor(last.t);
  for (let second = 0; second <= end; second += 1) {
    const recorded = speed.at(second);
    const speedNow = recorded ?? derivedSpeed.at(second);
    let distanceNow: number | null;
    if (distanceFromSpeed) distanceNow = recorded === null ? null : speed.integralAt(second);
    else distanceNow = distance.at(second);
    yield { elapsedSeconds: second, bpm: heartRate.at(second), speed: speedNow, distance: distanceNow };
  }
}
