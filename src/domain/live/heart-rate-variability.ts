/**
 * Heart-rate variability from the belt's RR intervals (docs/live-recording.md#hrv): RMSSD, the root
 * mean square of successive differences, over the beats heard in the last 60 s of wall clock.
 *
 * A difference is only taken between two consecutive beats. The beats form a chain, and the chain
 * breaks wherever a beat may be missing (a packet lost, unreadable or rejected, no skin contact, a
 * pause, a reconnect, notifications more than 2 s apart): no difference spans a break. The missing
 * beat is not made up: the differences that would touch it are left out.
 *
 * Artefacts are edited out first, as the Task Force of the European Society of Cardiology and the
 * North American Society of Pacing and Electrophysiology (1996) recommends for time-domain HRV:
 * - an interval outside 300–2000 ms (200–30 bpm) is not a heart beat: it is dropped and breaks the
 *   chain (the belt's input is screened on arrival already, `belt-input.ts`; this holds for any input);
 * - Malik's criterion (Malik et al. 1989): an interval that differs from the previous accepted one
 *   by more than 20 % is an ectopic beat or a missed detection; it is dropped and breaks the chain.
 */

import { isRrBeat } from './belt-input';

/** Malik's criterion: at most 20 % change from the previous accepted interval. */
export const MALIK_MAX_CHANGE = 0.2;
/** RMSSD covers the beats heard in the last 60 s of wall clock (ours: ultra-short, see the doc). */
export const RMSSD_WINDOW_MS = 60_000;
/** Below this many successive differences the figure means nothing. */
export const MIN_RMSSD_DIFFERENCES = 5;
/** Belts notify about once a second: further apart than this, a packet may have been lost (ours). */
export const MAX_NOTIFICATION_GAP_MS = 2000;

/** One beat as the belt told it. */
export interface HeardBeat {
  /** The RR interval, ms. */
  readonly rrMs: number;
  /** Epoch ms of the notification that carried it. */
  readonly at: number;
  /** A beat may be missing just before this one: no difference is taken with the beat before it. */
  readonly afterBreak: boolean;
}

/** Whether notifications at `previousAt` and `at` (epoch ms) are far enough apart for a packet to be lost between them. */
export function isNotificationGap(previousAt: number | null, at: number): boolean {
  return previousAt !== null && at - previousAt > MAX_NOTIFICATION_GAP_MS;
}

/** The successive differences (ms) of consecutive accepted beats, in order: none spans a break. */
export function listSuccessiveDifferences(beats: readonly HeardBeat[]): number[] {
  const differences: number[] = [];
  let previous: number | null = null;
  for (const beat of beats) {
    const rr = beat.rrMs;
    if (beat.afterBreak) previous = null;
    if (!isRrBeat(rr) || (previous !== null && Math.abs(rr - previous) > MALIK_MAX_CHANGE * previous)) {
      previous = null;
      continue;
    }
    if (previous !== null) differences.push(rr - previous);
    previous = rr;
  }
  return differences;
}

/**
 * RMSSD in ms at `now` (epoch ms): the beats heard after `now` − 60 s and up to `now`, `beats` in
 * the order heard. Null with fewer than five clean differences in that minute.
 */
export function computeRmssd(beats: readonly HeardBeat[], now: number): number | null {
  let to = beats.length;
  while (to > 0 && beats[to - 1]!.at > now) to -= 1;
  let from = to;
  while (from > 0 && beats[from - 1]!.at > now - RMSSD_WINDOW_MS) from -= 1;
  const differences = listSuccessiveDifferences(beats.slice(from, to));
  if (differences.length < MIN_RMSSD_DIFFERENCES) return null;
  let sumOfSquares = 0;
  for (const d of differences) sumOfSquares += d * d;
  return Math.sqrt(sumOfSquares / differences.length);
}
