import { describe, expect, it } from 'vitest';
import type { HeartRateMeasurement } from '../../domain/live/heart-rate-measurement';
import { LiveSamples } from './live-samples';

const START = Date.UTC(2026, 0, 15, 9);
const ATHLETE = { age: 30 };
/** One RR unit is 1/1024 s: 1024 is 1000 ms, and 10 units are 9.765625 ms. */
const TEN_UNITS_MS = 9.765625;

const packet = (rrIntervals: readonly number[], more: Partial<HeartRateMeasurement> = {}): HeartRateMeasurement => ({
  bpm: 60,
  contact: 'detected',
  energyExpendedKj: null,
  rrIntervals,
  ...more,
});

/** One packet a second from second `from`, each with one RR value, alternating `a` and `b` (1/1024 s). */
function play(samples: LiveSamples, from: number, count: number, a: number, b: number): void {
  for (let i = 0; i < count; i += 1) samples.record(packet([i % 2 === 0 ? a : b]), START + (from + i) * 1000);
}

const rmssdOf = (samples: LiveSamples) => samples.figures(ATHLETE).rmssdMs;
const save = (samples: LiveSamples, deviceName = 'Polar H10') => samples.snapshot({ id: 'rec-1', playerId: 'player-1', deviceName, pausedSeconds: 0, endedAt: null });

describe('LiveSamples: the RR chain', () => {
  it('takes no difference across 30 s without skin contact, and keeps the RMSSD of the last minute of wall clock', () => {
    const samples = new LiveSamples(START);
    play(samples, 0, 45, 1024, 1034);
    for (let s = 45; s < 75; s += 1) samples.record(packet([], { bpm: 0, contact: 'not-detected' }), START + s * 1000);
    // The rate rose while the belt was off: 922/932 (≈ 900 and 910 ms), 112 units below the last beat before.
    play(samples, 75, 30, 922, 932);
    // The minute up to second 104 holds the 30 beats after the gap only: 29 differences of 10 units.
    expect(rmssdOf(samples)).toBe(TEN_UNITS_MS);
    expect(save(samples).rrBreaks).toEqual([45]);
  });

  // The same 20 beats of 1024/1034 then 20 of 922/932, with what comes between them.
  const breaks: readonly [string, (samples: LiveSamples) => number][] = [
    ['no skin contact', (samples) => (samples.record(packet([1000], { contact: 'not-detected' }), START + 20_000), 21)],
    ['a rate outside 30–230 bpm (rejected)', (samples) => (samples.record(packet([1000], { bpm: 240 }), START + 20_000), 21)],
    ['no reading', (samples) => (samples.record(packet([1000], { bpm: null }), START + 20_000), 21)],
    ['a packet the adapter lost or could not read', () => 20],
    ['notifications more than 2 s apart', () => 21.5],
    ['a pause', (samples) => (samples.pause(), 20)],
    ['an RR interval outside 300–2000 ms', (samples) => (samples.record(packet([100]), START + 20_000), 21)],
  ];

  it.each(breaks)('breaks at %s: no difference spans it', (cause, between) => {
    const samples = new LiveSamples(START);
    play(samples, 0, 20, 1024, 1034);
    const resumeAt = between(samples);
    samples.record(packet([922], { afterGap: cause.startsWith('a packet the adapter') }), START + resumeAt * 1000);
    play(samples, resumeAt + 1, 19, 932, 922);
    expect(rmssdOf(samples)).toBe(TEN_UNITS_MS);
    expect(save(samples).rrBreaks).toEqual([20]);
  });

  it('spans nothing when nothing is missing: the same beats without a break differ by 112 units once', () => {
    const samples = new LiveSamples(START);
    play(samples, 0, 20, 1024, 1034);
    play(samples, 20, 20, 922, 932);
    // 38 differences of 10 units and one of 112: √((38 × 10² + 112²) ÷ 39) units.
    expect(rmssdOf(samples)).toBeCloseTo((Math.sqrt((38 * 100 + 112 * 112) / 39) * 1000) / 1024, 9);
    expect(save(samples).rrBreaks).toEqual([]);
  });

  it('reads the last 60 s of wall clock, not the last 60 s of beats', () => {
    const samples = new LiveSamples(START);
    // Two beats of about 0.6 s a second: a minute of beats is half a minute of wall clock.
    for (let s = 0; s < 120; s += 1) samples.record(packet(s < 60 ? [614, 666] : [614, 624]), START + s * 1000);
    // At second 119 the minute is seconds 60–119: 614/624 only, differences of 10 units.
    expect(rmssdOf(samples)).toBeCloseTo(TEN_UNITS_MS, 9);
  });

  it('carries on after an interruption with a break: the beats kept before it are not the new ones’ neighbours', () => {
    const first = new LiveSamples(START);
    play(first, 0, 30, 1024, 1034);
    const kept = save(first);
    const carried = new LiveSamples(START, kept);
    expect(rmssdOf(carried)).toBeNull();
    play(carried, 600, 3, 922, 932);
    // Two differences since the return: too few for a figure, and none with the beats of before.
    expect(rmssdOf(carried)).toBeNull();
    expect(save(carried).rrBreaks).toEqual([30]);
    expect(save(carried).rrMs).toHaveLength(33);
  });
});

describe('LiveSamples: a belt’s bad input', () => {
  it('drops RR intervals outside 300–2000 ms on arrival and counts them: 0 ms is never stored', () => {
    const samples = new LiveSamples(START);
    samples.record(packet([0, 1024, 3000]), START);
    expect(samples.rrIntervalsMs).toEqual([1000]);
    expect(samples.figures(ATHLETE).rrArtefacts).toBe(2);
    expect(save(samples)).toMatchObject({ rrMs: [1000], rrArtefacts: 2 });
  });

  it('keeps at most 8 RR intervals of a packet: a packet of 250 stores its newest 8', () => {
    const samples = new LiveSamples(START);
    samples.record(packet(Array.from({ length: 250 }, (_, i) => 700 + i)), START);
    expect(samples.rrIntervalsMs).toHaveLength(8);
    expect(save(samples)).toMatchObject({ rrArtefacts: 242 });
  });

  it('stores a rate of no reading as missing, never as a rate', () => {
    const samples = new LiveSamples(START);
    samples.record(packet([], { bpm: null }), START);
    samples.record(packet([], { bpm: 65_535 }), START + 1000);
    samples.record(packet([], { bpm: 120 }), START + 2000);
    expect(samples.heartRates).toEqual([null, null, 120]);
    expect(samples.samples).toEqual([{ t: 2, bpm: 120 }]);
  });

  it('stores a belt name of at most 100 characters', () => {
    const samples = new LiveSamples(START);
    expect(save(samples, `Polar H10 ${'A'.repeat(305)}`).deviceName).toBe(`Polar H10 ${'A'.repeat(90)}`);
    expect(save(samples, '').deviceName).toBe('');
  });
});

describe('LiveSamples under a flood of belt input', () => {
  it('20 packets a second of 250 RR each for an hour keep at most 8 RR a packet (576,000, not 18 million), one rate a second, and count the rest', () => {
    const samples = new LiveSamples(START);
    // 250 valid intervals (800 units ≈ 781 ms) in every packet: the belt sends what no heart beats.
    const flood = packet(Array.from({ length: 250 }, () => 800), { bpm: 77 });
    const packetsPerSecond = 20;
    const seconds = 3600;
    for (let tick = 0; tick < seconds * packetsPerSecond; tick += 1) samples.record(flood, START + (tick * 1000) / packetsPerSecond);
    const saved = save(samples);
    expect(samples.seconds).toBeLessThanOrEqual(seconds + 1);
    expect(saved.bpm.length).toBeLessThanOrEqual(seconds + 1);
    expect(saved.rrMs.length).toBeLessThanOrEqual(8 * seconds * packetsPerSecond);
    expect(saved.rrArtefacts).toBe((250 - 8) * seconds * packetsPerSecond);
  });
});
