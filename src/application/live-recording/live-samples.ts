import { screenBeltName } from '../../domain/live/belt-input';
import type { HeartRateMeasurement } from '../../domain/live/heart-rate-measurement';
import { liveSecondOf, type LiveRecordingSnapshot } from '../../domain/live/live-recording';
import { analyseSession, type SessionAnalysis } from '../../domain/session/session-analysis';
import { isValidBpm, type AthleteProfile, type SessionSample } from '../../domain/session/session-sample';
import { LiveRrChain } from './live-rr-chain';

/** The figures shown while recording, worked out once per new second. */
export interface LiveFigures {
  readonly analysis: SessionAnalysis;
  /** RMSSD in ms over the clean beats heard in the last minute; null without enough of them. */
  readonly rmssdMs: number | null;
  /** RR intervals dropped on arrival so far (docs/live-recording.md#bad-input). */
  readonly rrArtefacts: number;
}

/**
 * The samples of a recording as they arrive: one heart rate per second (the last one heard in that
 * second), the RR intervals with the places their chain breaks (LiveRrChain), and the same seconds
 * as session samples for the analysis. Plain arrays, appended to in place and never made
 * observable: a 4-hour recording holds 14,400 seconds and some 20,000 beats (whatever a belt sends,
 * no more than 300 ms intervals fill in the wall clock: 48,000), and a notification must cost a
 * fraction of a millisecond.
 */
export class LiveSamples {
  private readonly bpm: (number | null)[];
  private readonly rr: LiveRrChain;
  private readonly sessionSamples: SessionSample[];

  constructor(
    readonly startedAt: number,
    from?: Pick<LiveRecordingSnapshot, 'bpm' | 'rrMs' | 'rrBreaks' | 'rrArtefacts'>,
  ) {
    this.bpm = from ? from.bpm.slice() : [];
    this.rr = new LiveRrChain(from);
    this.sessionSamples = [];
    this.bpm.forEach((value, t) => {
      if (value !== null) this.sessionSamples.push({ t, bpm: value });
    });
  }

  /** Seconds from the start up to the last one recorded. */
  get seconds(): number {
    return this.bpm.length;
  }

  get samples(): readonly SessionSample[] {
    return this.sessionSamples;
  }

  get heartRates(): readonly (number | null)[] {
    return this.bpm;
  }

  get rrIntervalsMs(): readonly number[] {
    return this.rr.intervalsMs;
  }

  /**
   * Records a measurement heard at `at` (epoch ms). No reading, a rate outside 30–230 bpm or a belt
   * without skin contact records nothing for that second (missing data) and breaks the RR chain;
   * so does a notification more than 2 s after the previous one (docs/live-recording.md#hrv).
   * Answers whether the recording gained a new second.
   */
  record(measurement: HeartRateMeasurement, at: number): boolean {
    const second = liveSecondOf(this.startedAt, at);
    const before = this.bpm.length;
    while (this.bpm.length <= second) this.bpm.push(null);
    this.rr.heard(at, measurement.afterGap === true);
    const bpm = measurement.bpm;
    if (measurement.contact === 'not-detected' || bpm === null || !isValidBpm(bpm)) {
      this.rr.breakHere();
      return this.bpm.length > before;
    }
    const last = this.sessionSamples[this.sessionSamples.length - 1];
    if (last !== undefined && last.t === second)
      this.sessionSamples[this.sessionSamples.length - 1] = { t: second, bpm };
    else this.sessionSamples.push({ t: second, bpm });
    this.bpm[second] = bpm;
    this.rr.add(measurement.rrIntervals, at);
    return this.bpm.length > before;
  }

  /** Moves the end on to `at` with nothing heard (a gap while paused or dropped). */
  extendTo(at: number): void {
    const second = liveSecondOf(this.startedAt, at);
    while (this.bpm.length <= second) this.bpm.push(null);
  }

  /** The recording is paused: the beats it does not hear break the RR chain. */
  pause(): void {
    this.rr.breakHere();
  }

  figures(athlete: AthleteProfile): LiveFigures {
    return {
      analysis: analyseSession(this.sessionSamples, athlete),
      rmssdMs: this.rr.rmssd(),
      rrArtefacts: this.rr.artefactCount,
    };
  }

  /** The recording as kept on the device; the belt's name as screened (docs/live-recording.md#bad-input). */
  snapshot(
    base: Omit<LiveRecordingSnapshot, 'bpm' | 'rrMs' | 'rrBreaks' | 'rrArtefacts' | 'startedAt'>,
  ): LiveRecordingSnapshot {
    return {
      ...base,
      deviceName: screenBeltName(base.deviceName) ?? '',
      startedAt: this.startedAt,
      bpm: this.bpm.slice(),
      rrMs: this.rr.intervalsMs.slice(),
      rrBreaks: this.rr.breakIndexes.slice(),
      rrArtefacts: this.rr.artefactCount,
    };
  }
}
