import fc from 'fast-check';
import type { SessionSample } from '../session/session-sample';

/** Which channels the generated samples may carry ('heart-rate': a belt alone, no movement). */
type GeneratedChannels = 'all' | 'heart-rate-and-speed' | 'heart-rate-and-distance' | 'heart-rate';

interface GeneratedSeries {
  readonly minLength?: number;
  readonly maxLength: number;
  readonly channels?: GeneratedChannels;
  /** Heart rates drawn from this range (30–240 by default: a few artefacts above 230). */
  readonly bpm?: { readonly min: number; readonly max: number };
}

const generatedPoint = (bpm: { min: number; max: number }) =>
  fc.record({
    // Mostly 1 Hz; now and then a pause, sometimes longer than the 10-s hold (a dropout).
    step: fc.oneof({ weight: 8, arbitrary: fc.constant(1) }, { weight: 1, arbitrary: fc.integer({ min: 2, max: 30 }) }),
    bpm: fc.option(fc.integer(bpm), { nil: undefined, freq: 6 }),
    speed: fc.option(fc.double({ min: 0, max: 9, noNaN: true, noDefaultInfinity: true }), { nil: undefined, freq: 4 }),
    advance: fc.option(fc.double({ min: 0, max: 9, noNaN: true, noDefaultInfinity: true }), {
      nil: undefined,
      freq: 4,
    }),
  });

/**
 * Session samples as a recording gives them: t in whole seconds from 0 in time order, optional
 * heart rate (whole bpm), speed (m/s) and cumulative distance (m, never falling).
 */
export function generateSessionSamples(series: GeneratedSeries): fc.Arbitrary<SessionSample[]> {
  const channels = series.channels ?? 'all';
  return fc
    .array(generatedPoint(series.bpm ?? { min: 30, max: 240 }), {
      minLength: series.minLength ?? 1,
      maxLength: series.maxLength,
      // fast-check's default size keeps arrays near 10 items whatever maxLength says.
      size: 'max',
    })
    .map((points) => {
      let t = 0;
      let distance = 0;
      return points.map((point, i) => {
        if (i > 0) t += point.step;
        const sample: { t: number; bpm?: number; speed?: number; distance?: number } = { t };
        if (point.bpm !== undefined) sample.bpm = point.bpm;
        if (point.speed !== undefined && (channels === 'all' || channels === 'heart-rate-and-speed'))
          sample.speed = point.speed;
        if (point.advance !== undefined && (channels === 'all' || channels === 'heart-rate-and-distance')) {
          distance += point.advance;
          sample.distance = distance;
        }
        return sample;
      });
    });
}
