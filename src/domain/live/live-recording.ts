import { measureSeriesSpan } from '../session/session-limits';
import type { SessionSample } from '../session/session-sample';

/**
 * A recording from a belt, as kept on the device and sent on save (docs/live-recording.md).
 * Time is counted in whole seconds from the start; a second with no heart rate (no skin contact,
 * the belt dropped out, paused, the tab closed) has none: missing data, never a zero.
 */
export interface LiveRecordingSnapshot {
  readonly id: string;
  /**
   * The account that recorded it: the device keeps it under this account and its player and offers
   * it to no other account (docs/live-recording.md#whose-recording).
   */
  readonly accountId: string;
  /** The player recorded (a parent records for the selected child). */
  readonly playerId: string;
  readonly deviceName: string;
  /** Epoch ms of the start. */
  readonly startedAt: number;
  /** Heart rate per second from the start: samples[t] is second t; null where missing. */
  readonly bpm: readonly (number | null)[];
  /** RR intervals in ms, in the order they came (each 300–2000 ms, docs/live-recording.md#bad-input). */
  readonly rrMs: readonly number[];
  /**
   * Where the RR chain breaks (docs/live-recording.md#hrv): the indexes in `rrMs` of the beats a
   * beat may be missing before. Absent in recordings kept before breaks were marked.
   */
  readonly rrBreaks?: readonly number[];
  /** RR intervals dropped on arrival so far; absent in recordings kept before they were counted. */
  readonly rrArtefacts?: number;
  /** Seconds spent paused so far. */
  readonly pausedSeconds: number;
  /** Epoch ms of the stop, null while it runs. */
  readonly endedAt: number | null;
}

/** What a recording is called unless the athlete names it. */
export const DEFAULT_LIVE_TITLE = 'Live recording';

/** How often the recording in progress is written to the device, in seconds. */
export const LIVE_PERSIST_EVERY_SECONDS = 5;

/** The seconds that carry a heart rate, as session samples (gaps stay gaps). */
export function liveSessionSamples(bpm: readonly (number | null)[]): SessionSample[] {
  const samples: SessionSample[] = [];
  for (let t = 0; t < bpm.length; t += 1) {
    const value = bpm[t];
    if (value !== null && value !== undefined) samples.push({ t, bpm: value });
  }
  return samples;
}

/**
 * How long a recording lasted, as its saved session says (docs/live-recording.md#one-computation):
 * from its first heart rate to its last, in seconds. Each rate is a moment, as every session's
 * samples are, so 64 rates one second apart (seconds 0 to 63) last 63 s, the span its figures are
 * worked out over; neither the seconds counted nor the silence after the last rate add to it.
 * The stopped recording and the server that saves it both say this.
 */
export function liveRecordingDurationSeconds(bpm: readonly (number | null)[]): number {
  return measureSeriesSpan(liveSessionSamples(bpm));
}

/** The second a notification at `at` (epoch ms) belongs to. */
export const liveSecondOf = (startedAt: number, at: number): number => Math.max(0, Math.floor((at - startedAt) / 1000));
