/**
 * What the page and the recording take of a belt's input (docs/live-recording.md#bad-input). The
 * parser reads what the belt sent, however unlikely; these rules decide what of it is a reading:
 * - a rate outside 25–250 bpm is no reading: not shown, not stored (a belt sends 0 when it has
 *   none, and a bad one may send anything up to 65,535);
 * - an RR interval outside 300–2000 ms (200–30 bpm) is not a beat: dropped on arrival and counted
 *   as an artefact; where one was dropped a beat is missing, so the RR chain breaks there;
 * - at most 8 intervals are kept of one packet (the newest): at one notification a second no heart
 *   fills more, and a packet can hold 255;
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
  /** How many were dropped: outside 300–2000 ms, or older than the newest 8 kept. */
  readonly artefacts: number;
}

/** Screens one packet's RR intervals (1/1024 s, oldest first) on arrival. */
export function screenRrIntervals(rrIntervals: readonly number[]): ScreenedRrIntervals {
  const newestFirst: (number | null)[] = [];
  let kept = 0;
  let artefacts = 0;
  // From the newest back, so that the 8 kept are the newest, next to the packet that follows.
  for (let i = rrIntervals.length - 1; i >= 0; i -= 1) {
    const rr = rrIntervals[i]!;
    if (kept < MAX_RR_PER_PACKET && isRrBeat(rrToMilliseconds(rr))) {
      newestFirst.push(rr);
      kept += 1;
    } else {
      artefacts += 1;
      if (newestFirst[newestFirst.length - 1] !== null) newestFirst.push(null);
    }
  }
  return { intervals: newestFirst.reverse(), artefacts };
}

/** The name a belt advertises, as shown and stored: trimmed, cut to 100 characters; null when it has none. */
export function screenBeltName(advertised: string | null | undefined): string | null {
  const name = (advertised ?? '').trim();
  if (name === '') return null;
  const characters = Array.from(name);
  return characters.length <= MAX_BELT_NAME_LENGTH ? name : characters.slice(0, MAX_BELT_NAME_LENGTH).join('').trimEnd();
}
