import { describe, expect, it } from 'vitest';
import { liveRecordingDurationSeconds, liveSessionSamples } from './live-recording';

describe('liveRecordingDurationSeconds', () => {
  it('runs from the first heart rate to the last: 64 rates a second apart last 63 s', () => {
    expect(liveRecordingDurationSeconds(Array.from({ length: 64 }, () => 120))).toBe(63);
  });

  it('leaves out the seconds without a rate before the first and after the last; a gap between them counts', () => {
    expect(liveRecordingDurationSeconds([null, null, 120, null, null, 121, null, 122, null])).toBe(5);
  });

  it('is 0 without a rate, or with one', () => {
    expect(liveRecordingDurationSeconds([])).toBe(0);
    expect(liveRecordingDurationSeconds([null, null])).toBe(0);
    expect(liveRecordingDurationSeconds([null, 130])).toBe(0);
  });

  it('is the span of the samples the figures are worked out over', () => {
    const bpm = [null, 110, 111, null, 113];
    const samples = liveSessionSamples(bpm);
    expect(liveRecordingDurationSeconds(bpm)).toBe(samples[samples.length - 1]!.t - samples[0]!.t);
  });
});
