import { computeRmssd } from '../../domain/live/heart-rate-variability';
import { liveSecondOf, type LiveRecordingSnapshot } from '../../domain/live/live-recording';
import { rrToMilliseconds, type HeartRateMeasurement } from '../../domain/live/heart-rate-measurement';
import { analyseSession, type SessionAnalysis } from '../../domain/session/session-analysis';
import { isValidBpm, type AthleteProfile, type SessionSample } from '../../domain/session/session-sample';

/** The figures shown while recording, worked out once per new second. */
export interface LiveFigures {
  readonly analysis: SessionAnalysis;
  /** RMSSD in ms over the last minute of clean beats; null without enough of them. */
  readonly rmssdMs: number | null;
}

/**
 * The samples of a recording as they arrive: one heart rate per second (the last one heard in that
 * second), the RR intervals, and the same seconds as session samples for the analysis. Plain
 * arrays, appended to in place and never made observable: a 4-hour recording holds 14,400 seconds
 * and some 20,000 beats, and a notification must cost a fraction of a millisecond.
 */
export class LiveSamples {
  private readonly bpm: (number | null)[];
  private readonly rrMs: number[];
  private readonly sessionSamples: SessionSample[];

  constructor(
    readonly startedAt: number,
    from?: Pick<LiveRecordingSnapshot, 'bpm' | 'rrMs'>,
  ) {
    this.bpm = from ? from.bpm.slice() : [];
    this.rrMs = from ? from.rrMs.slice() : [];
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
    return this.rrMs;
  }

  /**
   * Records a measurement heard at `at` (epoch ms). A rate of 0 or outside 30–230 bpm, or a belt
   * without skin contact, records nothing for that second: missing data. Answers whether the
   * recording gained a new second.
   */
  record(measurement: HeartRateMeasurement, at: number): boolean {
    const second = liveSecondOf(this.startedAt, at);
    const before = this.bpm.length;
    while (this.bpm.length <= second) this.bpm.push(null);
    if (measurement.contact === 'not-detected' || !isValidBpm(measurement.bpm)) return this.bpm.length > before;
    const last = this.sessionSamples[this.sessionSamples.length - 1];
    if (last !== undefined && last.t === second) this.sessionSamples[this.sessionSamples.length - 1] = { t: second, bpm: measurement.bpm };
    else this.sessionSamples.push({ t: second, bpm: measurement.bpm });
    this.bpm[second] = measurement.bpm;
    for (const rr of measurement.rrIntervals) this.rrMs.push(rrToMilliseconds(rr));
    return this.bpm.length > before;
  }

  /** Moves the end on to `at` with nothing heard (a gap while paused or dropped). */
  extendTo(at: number): void {
    const second = liveSecondOf(this.startedAt, at);
    while (this.bpm.length <= second) this.bpm.push(null);
  }

  figures(athlete: AthleteProfile): LiveFigures {
    return { analysis: analyseSession(this.sessionSamples, athlete), rmssdMs: computeRmssd(this.rrMs) };
  }

  snapshot(base: Omit<LiveRecordingSnapshot, 'bpm' | 'rrMs' | 'startedAt'>): LiveRecordingSnapshot {
    return { ...base, startedAt: this.startedAt, bpm: this.bpm.slice(), rrMs: this.rrMs.slice() };
  }
}
