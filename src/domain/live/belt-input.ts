/**
 * What the page and the recording take of a belt's input (docs/live-recording.md#bad-input). The
 * parser reads what the belt sent, however unlikely; these rules decide what of it is a reading:
 * - a rate outside 25–250 bpm is no reading: not shown, not stored (a belt sends 0 when it has
 *   none, and a bad one may send anything up to 65,535);
 * - an RR interval outside 300–2000 ms (200–30 bpm) is not a beat: dropped on arrival and counted
 *   as an artefact; where one was dropped a beat is missing, so the RR chain breaks there;
 * - at most 8 intervals are kept of one packet (the newest): at one notification a second no heart
 *   fills more, and a packet can hold 255;
 * - the intervals kept never run ahead of the wall clock: those of a notification cover at most the
 *   time since the previous one, plus what the ones before left unused, at most 3 s (the tolerance);
 *   the older ones beyond that are dropped and counted the same way, so a flood keeps no more beats
 *   than a heart could beat in the time (coverableRrMs);
 * - a belt's name is cut to 100 characters.
 * Each rule is idempotent: screened input passes the screen unchanged.
 */

import { rrToMilliseconds } from './heart-rate-measurement';

/** The lowest rate taken as a reading (ours). */
export const MIN_PLAUSIBLE_BPM = 25;
/** The highest rate taken as a reading (ours). */
export const MAX_PLAUSIBLE_BPM = 250;
/** The shortest RR interval taken as a beat, ms (200 bpm). */
export const MIN_RR_MS = 300;
/** The longest RR interval taken as a beat, ms (30 bpm). */
export const MAX_RR_MS = 2000;
/** RR intervals kept of one packet (ours). */
export const MAX_RR_PER_PACKET = 8;
/**
 * How far the RR intervals kept may run ahead of the wall clock, ms (ours). A notification brings
 * the beats since the previous one, and the first of them began one interval earlier: up to 2 s
 * (the longest beat) before that previous notification. A belt may also hold a beat back to the next
 * notification, or the page hear one late: one notification, 1 s. Real beats thus never cover more
 * than the time since the notification before them plus 3 s; the first notification of a recording,
 * with none before it, brings at most 1 s of beats whose first began up to 2 s earlier: 3 s too.
 */
export const RR_CLOCK_TOLERANCE_MS = 3000;
/** A belt's name, as shown and stored, in characters (ours). */
export const MAX_BELT_NAME_LENGTH = 100;

/** The rate as a reading: null outside 25–250 bpm (0 included) or when there is none. */
export function screenHeartRate(bpm: number | null): number | null {
  return bpm !== null && bpm >= MIN_PLAUSIBLE_BPM && bpm <= MAX_PLAUSIBLE_BPM ? bpm : null;
}

/** Whether an RR interval in ms can be a heart beat (300–2000 ms). */
export function isRrBeat(rrMs: number): boolean {
  return rrMs >= MIN_RR_MS && rrMs <= MAX_RR_MS;
}

export interface ScreenedRrIntervals {
  /**
   * The packet's intervals in order, in 1/1024 s: each one kept, and one null wherever intervals
   * were dropped (a beat is missing there: the chain breaks).
   */
  readonly intervals: readonly (number | null)[];
  /**
   * How many were dropped: outside 300–2000 ms, older than the newest 8 kept, or older than the
   * newest that fit in the wall clock they may cover.
   */
  readonly artefacts: number;
}

/**
 * Screens one packet's RR intervals (1/1024 s, oldest first) on arrival. `coverableMs`: the wall
 * clock they may cover (coverableRrMs); the newest that fit in it are kept, and once one does not,
 * every one before it is dropped too. Unlimited by default.
 */
export function screenRrIntervals(
  rrIntervals: readonly number[],
  coverableMs = Number.POSITIVE_INFINITY,
): ScreenedRrIntervals {
  const newestFirst: (number | null)[] = [];
  let kept = 0;
  let coveredMs = 0;
  let clockSpent = false;
  let artefacts = 0;
  // From the newest back, so that the ones kept are the newest, next to the packet that follows.
  for (let i = rrIntervals.length - 1; i >= 0; i -= 1) {
    const rr = rrIntervals[i]!;
    const rrMs = rrToMilliseconds(rr);
    const beat = isRrBeat(rrMs);
    // A beat that does not fit in the clock left spends it: the ones before it are older still.
    if (beat && coveredMs + rrMs > coverableMs) clockSpent = true;
    if (beat && !clockSpent && kept < MAX_RR_PER_PACKET) {
      newestFirst.push(rr);
      kept += 1;
      coveredMs += rrMs;
    } else {
      artefacts += 1;
      if (newestFirst[newestFirst.length - 1] !== null) newestFirst.push(null);
    }
  }
  return { intervals: newestFirst.reverse(), artefacts };
}

/**
 * The wall clock, ms, the RR intervals of a notification heard at `at` (epoch ms) may cover: the
 * time since the previous notification heard (none before the first, none when the clock went back)
 * plus what the intervals kept so far left unused (`unusedMs`), at most RR_CLOCK_TOLERANCE_MS of it.
 * Subtract what is kept to get the next `unusedMs`; a recording starts with the tolerance unused. Over
 * any run of notifications the intervals kept then add up to at most the time from the notification
 * before the run to its last one, plus the tolerance, however many the belt sends, with breaks or not.
 */
export function coverableRrMs(unusedMs: number, previousAt: number | null, at: number): number {
  return Math.min(unusedMs, RR_CLOCK_TOLERANCE_MS) + (previousAt === null ? 0 : Math.max(0, at - previousAt));
}

/** The name a belt advertises, as shown and stored: trimmed, cut to 100 characters; null when it has none. */
export function screenBeltName(advertised: string | null | undefined): string | null {
  const name = (advertised ?? '').trim();
  if (name === '') return null;
  const characters = Array.from(name);
  return characters.length <= MAX_BELT_NAME_LENGTH
    ? name
    : characters.slice(0, MAX_BELT_NAME_LENGTH).join('').trimEnd();
}
