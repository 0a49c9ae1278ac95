import type { Timeline } from '../../src/domain/activity/timeline';

/**
 * What a visitor could work out of a player's body from what a link gives them (issue 34, item 1;
 * docs/api-sessions.md#what-a-share-shows): the three derivations a test tries on the answers, each
 * null when the answers do not allow it. They work on any JSON, whatever its shape: a field is found
 * by its name wherever it is.
 */

/** Everything a caller got: the session's answer and the heart-rate timelines the call answered. */
export interface Harvest {
  readonly answer: unknown;
  readonly timelines: Partial<Record<'HR_BPM' | 'HR_PERCENTAGE', Timeline>>;
}

/** Every number of a JSON value, with the name of the field that holds it. */
function numbersOf(value: unknown, name = ''): { name: string; value: number }[] {
  if (typeof value === 'number' && Number.isFinite(value)) return [{ name, value }];
  if (Array.isArray(value)) return value.flatMap((item) => numbersOf(item, name));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => numbersOf(item, key));
  return [];
}

function first(harvest: Harvest, pattern: RegExp): number | null {
  return numbersOf(harvest.answer).find((found) => pattern.test(found.name))?.value ?? null;
}

/** Weight from the energy: kcal = MET × kg × hours, so kg = kcal ÷ MET ÷ hours. */
export function deriveWeightKg(harvest: Harvest): number | null {
  const kcal = first(harvest, /calor|kcal|energy/i);
  const met = first(harvest, /^met$|metabolic/i);
  const seconds = first(harvest, /^durationSeconds$/);
  if (kcal === null || met === null || seconds === null || kcal <= 0 || met <= 0 || seconds <= 0) return null;
  return kcal / met / (seconds / 3600);
}

const plausibleHrmax = (bpm: number) => bpm >= 100 && bpm <= 240;

/** An HRmax given as such, under any name. */
function givenHrmax(harvest: Harvest): number | null {
  const timelineHrmax = Object.values(harvest.timelines).map((timeline) => timeline.hrmax);
  const given = [
    ...numbersOf(harvest.answer)
      .filter((found) => /hr_?max|maxheartrate/i.test(found.name))
      .map((found) => found.value),
    ...timelineHrmax,
  ];
  return given.find((value): value is number => value !== null && plausibleHrmax(value)) ?? null;
}

/** A heart rate in bpm beside the same one in % HRmax: HRmax = bpm ÷ % × 100 (avgBpm and avgHrPercent, and so on). */
function hrmaxFromPairs(harvest: Harvest): number | null {
  const numbers = numbersOf(harvest.answer);
  for (const bpm of numbers.filter((found) => /bpm/i.test(found.name))) {
    const stem = bpm.name.replace(/bpm/i, '');
    const percent = numbers.find(
      (found) => found.name !== bpm.name && found.name.startsWith(stem) && /percent|pct/i.test(found.name),
    );
    if (percent !== undefined && percent.value > 0 && plausibleHrmax((bpm.value / percent.value) * 100))
      return (bpm.value / percent.value) * 100;
  }
  const inBpm = harvest.timelines.HR_BPM;
  const inPercent = harvest.timelines.HR_PERCENTAGE;
  if (inBpm === undefined || inPercent === undefined) return null;
  const index = inBpm.max.findIndex((value, i) => value !== null && (inPercent.max[i] ?? 0) > 0);
  const bpm = inBpm.max[index];
  const percent = inPercent.max[index];
  return bpm === undefined || bpm === null || percent === undefined || percent === null ? null : (bpm / percent) * 100;
}

/**
 * HRmax from the grid of a heart rate in % HRmax: whole beats give values on steps of 100 ÷ HRmax, so
 * the HRmax values that fit every value to its precision pin it down. Null unless they lie within 3 bpm.
 */
function hrmaxFromPercentGrid(harvest: Harvest): number | null {
  const timeline = harvest.timelines.HR_PERCENTAGE;
  if (timeline === undefined) return null;
  const values = [
    ...new Set([...timeline.min, ...timeline.max].filter((value): value is number => value !== null && value > 0)),
  ];
  if (values.length < 10) return null;
  const decimals = Math.max(...values.map((value) => (String(value).split('.')[1] ?? '').length));
  const tolerance = 0.5 * 10 ** -Math.min(decimals, 6) + 1e-9;
  const fitting: number[] = [];
  for (let hundredths = 100_00; hundredths <= 240_00; hundredths += 1) {
    const hrmax = hundredths / 100;
    const fits = values.every(
      (percent) => Math.abs((100 * Math.round((percent * hrmax) / 100)) / hrmax - percent) <= tolerance,
    );
    if (fits) fitting.push(hrmax);
  }
  if (fitting.length === 0) return null;
  const low = Math.min(...fitting);
  const high = Math.max(...fitting);
  return high - low <= 3 ? (low + high) / 2 : null;
}

/** The player's HRmax, by whichever of the three ways works first. */
export function deriveHrmax(harvest: Harvest): number | null {
  return givenHrmax(harvest) ?? hrmaxFromPairs(harvest) ?? hrmaxFromPercentGrid(harvest);
}

/** Age from an HRmax estimated by Tanaka (208 − 0.7 × age), when an HRmax can be had at all. */
export function deriveAgeYears(harvest: Harvest): number | null {
  const hrmax = deriveHrmax(harvest);
  if (hrmax === null) return null;
  const age = (208 - hrmax) / 0.7;
  return age >= 3 && age <= 100 ? age : null;
}
