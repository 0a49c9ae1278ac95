import type { ActivityType } from '../../../src/domain/activity/activity-type';
import type { SessionRandom } from './session-random';

/**
 * What the athlete is asked to do, block by block (docs/architecture.md#mock-backend): warm-up, drills, small-sided
 * games, halves for GAME; steady or intervals for INDIVIDUAL. `intensity` is a fraction of the
 * heart-rate reserve (Karvonen: target = rest + intensity × (HRmax − rest)); `speed` is the
 * typical running speed of the block in m/s; `sprintChance` the chance per second that a
 * sprint (≥ 7 m/s for a few seconds) starts.
 */
export interface IntensityBlock {
  readonly startSec: number;
  readonly durationSec: number;
  readonly intensity: number;
  readonly speed: number;
  /** Team play: the speed is re-drawn every few seconds around `speed`; otherwise it stays steady. */
  readonly stochasticSpeed: boolean;
  readonly sprintChance: number;
}

type BlockSpec = Omit<IntensityBlock, 'startSec'>;

function rest(durationSec: number, intensity = 0.3): BlockSpec {
  return { durationSec, intensity, speed: 0.4, stochasticSpeed: true, sprintChance: 0 };
}

function warmUp(durationSec: number, random: SessionRandom): BlockSpec {
  return { durationSec, intensity: random.between(0.45, 0.55), speed: 2.2, stochasticSpeed: true, sprintChance: 0 };
}

function play(durationSec: number, random: SessionRandom, hard: boolean): BlockSpec[] {
  const blocks: BlockSpec[] = [];
  let left = durationSec;
  while (left > 0) {
    const length = Math.min(left, random.int(40, 180));
    const intense = random.chance(hard ? 0.55 : 0.35);
    blocks.push({
      durationSec: length,
      intensity: intense ? random.between(0.78, 0.92) : random.between(0.55, 0.75),
      speed: intense ? random.between(2.8, 3.6) : random.between(1.2, 2.2),
      stochasticSpeed: true,
      sprintChance: intense ? 0.004 : 0.0005,
    });
    left -= length;
  }
  return blocks;
}

function gameProfile(duration: number, random: SessionRandom): BlockSpec[] {
  const { first, second } = locateGameHalves(duration);
  const warm = first[0];
  const half = first[1] - first[0];
  const halfTime = second[0] - first[1];
  return [
    warmUp(warm, random),
    ...play(half, random, true),
    rest(halfTime),
    ...play(half, random, true),
    rest(Math.max(0, duration - warm - 2 * half - halfTime), 0.25),
  ];
}

function trainingProfile(duration: number, random: SessionRandom): BlockSpec[] {
  const blocks: BlockSpec[] = [warmUp(Math.round(duration * 0.18), random)];
  const [drillsEnd, gamesEnd] = locateSmallSidedGames(duration);
  let used = blocks[0]?.durationSec ?? 0;
  while (used < drillsEnd) {
    const drill = Math.min(random.int(180, 360), drillsEnd - used);
    const pause = Math.min(60, drillsEnd - used - drill);
    blocks.push({
      durationSec: drill,
      intensity: random.between(0.55, 0.72),
      speed: random.between(1.4, 2.4),
      stochasticSpeed: true,
      sprintChance: 0.0005,
    });
    if (pause > 0) blocks.push(rest(pause, 0.4));
    used += drill + pause;
  }
  while (used + 360 <= gamesEnd) {
    blocks.push({
      durationSec: 240,
      intensity: random.between(0.82, 0.92),
      speed: random.between(2.8, 3.6),
      stochasticSpeed: true,
      sprintChance: 0.004,
    });
    blocks.push(rest(120, 0.45));
    used += 360;
  }
  blocks.push(rest(Math.max(0, duration - used), 0.3));
  return blocks;
}

function otherProfile(duration: number, random: SessionRandom): BlockSpec[] {
  // Gym circuit: short work and rest intervals, little running.
  const blocks: BlockSpec[] = [];
  let used = 0;
  while (used < duration) {
    const work = Math.min(duration - used, random.int(40, 60));
    blocks.push({
      durationSec: work,
      intensity: random.between(0.6, 0.8),
      speed: random.between(0.2, 0.9),
      stochasticSpeed: true,
      sprintChance: 0,
    });
    used += work;
    const pause = Math.min(duration - used, random.int(20, 45));
    if (pause > 0) blocks.push(rest(pause, 0.4));
    used += pause;
  }
  return blocks;
}

function individualProfile(duration: number, random: SessionRandom): BlockSpec[] {
  const steady = (length: number, intensity: number, speed: number): BlockSpec => ({
    durationSec: length,
    intensity,
    speed,
    stochasticSpeed: false,
    sprintChance: 0,
  });
  const warm = Math.min(600, Math.round(duration * 0.15));
  const cool = Math.min(300, Math.round(duration * 0.08));
  const main = duration - warm - cool;
  const blocks: BlockSpec[] = [steady(warm, 0.5, 2.2)];
  if (duration > 2 * 3600 || random.chance(0.5)) {
    // Long or easy: a steady run, drifting slightly upward over time (cardiac drift).
    const parts = Math.max(1, Math.round(main / 900));
    const base = duration > 2 * 3600 ? random.between(0.58, 0.64) : random.between(0.6, 0.72);
    for (let i = 0; i < parts; i += 1) {
      const length = i === parts - 1 ? main - Math.round(main / parts) * (parts - 1) : Math.round(main / parts);
      blocks.push(steady(length, Math.min(0.9, base + i * 0.006), random.between(2.7, 3.3)));
    }
  } else {
    let used = 0;
    while (used < main) {
      const hard = Math.min(main - used, 180);
      blocks.push(steady(hard, random.between(0.88, 0.95), random.between(4.2, 5)));
      used += hard;
      const easy = Math.min(main - used, 120);
      if (easy > 0) blocks.push(steady(easy, 0.55, 1.8));
      used += easy;
    }
  }
  blocks.push(steady(cool, 0.35, 1.2));
  return blocks;
}

/** The block plan of a session of `durationSec` seconds, covering it exactly (blocks of 0 s dropped). */
export function buildIntensityProfile(
  type: ActivityType,
  durationSec: number,
  random: SessionRandom,
): IntensityBlock[] {
  const specs =
    type === 'GAME'
      ? gameProfile(durationSec, random)
      : type === 'TRAINING'
        ? trainingProfile(durationSec, random)
        : type === 'OTHER'
          ? otherProfile(durationSec, random)
          : individualProfile(durationSec, random);
  const blocks: IntensityBlock[] = [];
  let start = 0;
  for (const spec of specs) {
    const length = Math.min(spec.durationSec, durationSec - start);
    if (length <= 0) continue;
    blocks.push({ ...spec, durationSec: length, startSec: start });
    start += length;
  }
  const last = blocks[blocks.length - 1];
  if (last !== undefined && start < durationSec)
    blocks[blocks.length - 1] = { ...last, durationSec: last.durationSec + durationSec - start };
  return blocks;
}

/** Where the two halves of a GAME of `durationSec` lie in its profile (the seeded "First half"/"Second half" segments). */
export function locateGameHalves(durationSec: number): { first: [number, number]; second: [number, number] } {
  const warm = Math.round(durationSec * 0.15);
  const half = Math.round(durationSec * 0.36);
  const halfTime = Math.round(durationSec * 0.1);
  return { first: [warm, warm + half], second: [warm + half + halfTime, warm + 2 * half + halfTime] };
}

/** Where the small-sided games of a TRAINING lie (from half-way to 88 % of the session). */
export function locateSmallSidedGames(durationSec: number): [number, number] {
  return [Math.round(durationSec * 0.5), Math.round(durationSec * 0.88)];
}
