/**
 * Heart-rate variability from the belt's RR intervals (docs/live-recording.md#hrv): RMSSD, the root
 * mean square of successive differences, over the last minute.
 *
 * Artefacts are filtered first, as the Task Force of the European Society of Cardiology and the
 * North American Society of Pacing and Electrophysiology (1996) recommends editing them out:
 * - an interval outside 300–2000 ms (200–30 bpm) is not a heart beat and is dropped;
 * - Malik's criterion (Malik et al. 1989, "Heart rate variability in relation to prognosis after
 *   myocardial infarction"): an interval that differs from the previous accepted one by more than
 *   20 % is an ectopic beat or a missed detection, and is dropped.
 * A difference is only taken between two intervals that were consecutive beats: a dropped interval
 * breaks the chain, so no difference spans it.
 */

const MIN_RR_MS = 300;
const MAX_RR_MS = 2000;
/** Malik's criterion: at most 20 % change from the previous accepted interval. */
const MALIK_MAX_CHANGE = 0.2;
/** RMSSD covers the last minute of beats. */
const RMSSD_WINDOW_MS = 60_000;
/** Below this many successive differences the figure means nothing. */
const MIN_RMSSD_DIFFERENCES = 5;

/** The successive differences (ms) of consecutive accepted beats, Malik's criterion applied. */
export function filteredSuccessiveDifferences(rrMs: readonly number[]): number[] {
  const differences: number[] = [];
  let previous: number | null = null;
  for (const rr of rrMs) {
    if (!(rr >= MIN_RR_MS && rr <= MAX_RR_MS)) {
      previous = null;
      continue;
    }
    if (previous !== null) {
      if (Math.abs(rr - previous) > MALIK_MAX_CHANGE * previous) {
        previous = null;
        continue;
      }
      differences.push(rr - previous);
    }
    previous = rr;
  }
  return differences;
}

/**
 * RMSSD in ms of the beats of the last minute: `rrMs` in time order, newest last; only the newest
 * intervals that add up to at most a minute are taken. Null with too few clean beats.
 */
export function computeRmssd(rrMs: readonly number[]): number | null {
  let from = rrMs.length;
  let total = 0;
  while (from > 0 && total + rrMs[from - 1]! <= RMSSD_WINDOW_MS) {
    total += rrMs[from - 1]!;
    from -= 1;
  }
  const differences = filteredSuccessiveDifferences(rrMs.slice(from));
  if (differences.length < MIN_RMSSD_DIFFERENCES) return null;
  let sumOfSquares = 0;
  for (const d of differences) sumOfSquares += d * d;
  return Math.sqrt(sumOfSquares / differences.length);
}
