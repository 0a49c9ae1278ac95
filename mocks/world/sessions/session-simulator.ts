import type { ActivityType } from '../../../src/domain/activity/activity-type';
import type { SessionSample } from '../../../src/domain/session/session-sample';
import { buildIntensityProfile, type IntensityBlock } from './intensity-profile';
import { createSessionRandom, type SessionRandom } from './session-random';

/**
 * The physiological simulator of the demo world (docs/architecture.md#mock-backend). Heart rate follows a first-order
 * response to the target of the current intensity block, dHR/dt = (target − HR) / τ, with
 * τ ≈ 30 s when rising and ≈ 60 s when falling (recovery is slower than the on-kinetics), plus
 * a small autocorrelated noise. Speed follows the block's running pattern with limited
 * acceleration and short sprints. Samples come once per second, with belt dropouts (gaps with
 * no sample at all) when asked for.
 */
const HR_TAU_RISING_SECONDS = 30;
const HR_TAU_FALLING_SECONDS = 60;
/** Lowest heart rate the simulator ever produces, and how far above HRmax noise may go. */
export const SIMULATED_MIN_BPM = 40;
export const SIMULATED_MAX_ABOVE_HRMAX = 5;
const MAX_ACCELERATION = 3; // m/s²: a strong footballer's acceleration is 3–4 m/s².
const SPRINT_SPEED = { min: 7.2, max: 8.6 };

export interface SimulationInput {
  readonly seed: string;
  readonly type: ActivityType;
  readonly durationSec: number;
  readonly hrmax: number;
  readonly restingBpm: number;
  /** Belt dropouts: gaps of 15–120 s with no sample (missing data, docs/product-rules.md#samples). */
  readonly dropouts: boolean;
}

export interface SimulatedSession {
  readonly samples: SessionSample[];
  readonly profile: readonly IntensityBlock[];
}

function targetBpm(block: IntensityBlock, input: SimulationInput): number {
  // Karvonen: rest + intensity × heart-rate reserve.
  return input.restingBpm + block.intensity * (input.hrmax - input.restingBpm);
}

function planDropouts(input: SimulationInput, random: SessionRandom): Array<[number, number]> {
  if (!input.dropouts) return [];
  const count = random.int(0, Math.max(1, Math.round(input.durationSec / 2400)));
  const gaps: Array<[number, number]> = [];
  for (let i = 0; i < count; i += 1) {
    const start = random.int(60, Math.max(61, input.durationSec - 180));
    gaps.push([start, start + random.int(15, 120)]);
  }
  return gaps;
}

export function simulateSession(input: SimulationInput): SimulatedSession {
  const random = createSessionRandom(input.seed);
  const profile = buildIntensityProfile(input.type, input.durationSec, random);
  const gaps = planDropouts(input, random);
  const samples: SessionSample[] = [];
  const ceiling = input.hrmax + SIMULATED_MAX_ABOVE_HRMAX;
  let hr = input.restingBpm + random.between(5, 20);
  let noise = 0;
  let speed = 0;
  let speedTarget = 0;
  let retargetIn = 0;
  let sprintLeft = 0;
  let blockIndex = 0;
  for (let t = 0; t <= input.durationSec; t += 1) {
    while (
      blockIndex < profile.length - 1 &&
      t >= (profile[blockIndex] as IntensityBlock).startSec + (profile[blockIndex] as IntensityBlock).durationSec
    ) {
      blockIndex += 1;
      retargetIn = 0;
    }
    const block = profile[blockIndex] as IntensityBlock;
    const target = targetBpm(block, input);
    hr += (target - hr) / (target > hr ? HR_TAU_RISING_SECONDS : HR_TAU_FALLING_SECONDS);

    if (sprintLeft > 0) {
      sprintLeft -= 1;
    } else if (random.chance(block.sprintChance)) {
      sprintLeft = random.int(2, 5);
      speedTarget = random.between(SPRINT_SPEED.min, SPRINT_SPEED.max);
    } else if (retargetIn <= 0) {
      speedTarget = block.stochasticSpeed
        ? block.speed * random.between(0, 1.6)
        : Math.max(0, block.speed + random.normal() * 0.1);
      retargetIn = block.stochasticSpeed ? random.int(3, 10) : 30;
    }
    retargetIn -= 1;
    const delta = Math.max(-MAX_ACCELERATION, Math.min(MAX_ACCELERATION, speedTarget - speed));
    speed = Math.max(0, speed + delta);
    // Sprinting raises the heart rate a little faster than the block alone.
    if (speed >= SPRINT_SPEED.min) hr += 0.4;

    noise = 0.85 * noise + random.normal() * 0.7;
    let inGap = false;
    for (const [from, to] of gaps) if (t >= from && t < to) inGap = true;
    // Draws above are made whether or not the sample is kept, so a gap never shifts the series.
    if (inGap) continue;
    const bpm = Math.min(ceiling, Math.max(SIMULATED_MIN_BPM, hr + noise));
    samples.push({ t, bpm: Math.round(bpm), speed: Math.round(speed * 100) / 100 });
  }
  return { samples, profile };
}
