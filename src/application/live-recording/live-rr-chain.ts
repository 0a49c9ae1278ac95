import { coverableRrMs, RR_CLOCK_TOLERANCE_MS, screenRrIntervals } from '../../domain/live/belt-input';
import { rrToMilliseconds } from '../../domain/live/heart-rate-measurement';
import {
  computeRmssd,
  isNotificationGap,
  RMSSD_WINDOW_MS,
  type HeardBeat,
} from '../../domain/live/heart-rate-variability';
import type { LiveRecordingSnapshot } from '../../domain/live/live-recording';

/**
 * The RR intervals of a recording as they arrive (docs/live-recording.md#hrv): screened on arrival
 * (docs/live-recording.md#bad-input), kept in order with the places the chain breaks, and the
 * beats of the last minute with the time they were heard, for RMSSD. The chain breaks wherever a
 * beat may be missing: the caller says so for no contact, a rejected packet or a pause; the belt's
 * adapter for a lost packet or a reconnect; notifications more than 2 s apart say it themselves.
 * A recording carried on after an interruption starts after a break.
 *
 * The intervals kept never run ahead of the wall clock by more than the tolerance (3 s): those of a
 * notification cover at most the time since the previous one, plus what the ones before left unused.
 * A break does not reset that account (a packet cut down breaks the chain itself, so a flood would
 * get it back every time): a flood of belt input keeps no more than the intervals a heart could beat
 * in the time it lasted, plus 3 s of them.
 */
export class LiveRrChain {
  private readonly rrMs: number[];
  private readonly breaks: number[];
  private artefacts: number;
  /** The beats heard in the last minute, oldest first. */
  private recent: HeardBeat[] = [];
  private breakPending: boolean;
  private lastHeardAt: number | null = null;
  /** The wall clock the next notification's intervals may cover, ms (coverableRrMs). */
  private coverableMs = RR_CLOCK_TOLERANCE_MS;

  constructor(from?: Pick<LiveRecordingSnapshot, 'rrMs' | 'rrBreaks' | 'rrArtefacts'>) {
    this.rrMs = from ? from.rrMs.slice() : [];
    this.breaks = from?.rrBreaks ? from.rrBreaks.slice() : [];
    this.artefacts = from?.rrArtefacts ?? 0;
    this.breakPending = this.rrMs.length > 0;
  }

  get intervalsMs(): readonly number[] {
    return this.rrMs;
  }

  get breakIndexes(): readonly number[] {
    return this.breaks;
  }

  /** RR intervals dropped on arrival so far. */
  get artefactCount(): number {
    return this.artefacts;
  }

  /**
   * A notification heard at `at` (epoch ms), before its intervals are added, whether they are or not;
   * `afterGap`: the adapter lost packets just before it.
   */
  heard(at: number, afterGap: boolean): void {
    if (afterGap || isNotificationGap(this.lastHeardAt, at)) this.breakPending = true;
    this.coverableMs = coverableRrMs(this.coverableMs, this.lastHeardAt, at);
    this.lastHeardAt = at;
  }

  /** A beat may be missing here: no difference will span this point. */
  breakHere(): void {
    this.breakPending = true;
  }

  /** One packet's RR intervals (1/1024 s, oldest first), heard at `at` (told to heard() first). */
  add(rrIntervals: readonly number[], at: number): void {
    const screened = screenRrIntervals(rrIntervals, this.coverableMs);
    this.artefacts += screened.artefacts;
    for (const rr of screened.intervals) {
      if (rr === null) {
        this.breakHere();
        continue;
      }
      const rrMs = rrToMilliseconds(rr);
      this.coverableMs -= rrMs;
      if (this.breakPending && this.rrMs.length > 0) this.breaks.push(this.rrMs.length);
      this.rrMs.push(rrMs);
      this.recent.push({ rrMs, at, afterBreak: this.breakPending });
      this.breakPending = false;
    }
    // Only the last minute is ever read again: the window stays a hundred beats or so.
    while (this.recent.length > 0 && this.recent[0]!.at <= at - RMSSD_WINDOW_MS) this.recent.shift();
  }

  /** RMSSD over the beats heard in the minute up to the last notification; null without enough of them. */
  rmssd(): number | null {
    return this.lastHeardAt === null ? null : computeRmssd(this.recent, this.lastHeardAt);
  }
}
