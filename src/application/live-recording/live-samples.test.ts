import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_RR_MS, RR_CLOCK_TOLERANCE_MS } from '../../domain/live/belt-input';
import { rrToMilliseconds, type HeartRateMeasurement } from '../../domain/live/heart-rate-measurement';
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
const save = (samples: LiveSamples, deviceName = 'Polar H10') =>
  samples.snapshot({
    id: 'rec-1',
    accountId: 'acc-1',
    playerId: 'player-1',
    deviceName,
    pausedSeconds: 0,
    endedAt: null,
  });

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
    [
      'a rate outside 30–230 bpm (rejected)',
      (samples) => (samples.record(packet([1000], { bpm: 240 }), START + 20_000), 21),
    ],
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
    // Intervals of about 301–305 ms: the newest 8 (2.4 s) fit in the 3 s a first notification may cover.
    samples.record(packet(Array.from({ length: 250 }, (_, i) => 308 + (i % 5))), START);
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

describe('LiveSamples: RR intervals against the wall clock', () => {
  it('lets a notification’s intervals cover the time since the previous one plus what was left unused, at most 3 s', () => {
    const samples = new LiveSamples(START);
    // The first notification may cover 3 s: three beats of 1000 ms.
    samples.record(packet([1024, 1024, 1024]), START);
    // One second later, 1 s: the newest beat is kept, the one before it dropped, and the chain breaks there.
    samples.record(packet([1024, 1024]), START + 1000);
    samples.record(packet([]), START + 2000);
    // The empty second left its 1 s unused: 2 s now, both beats are kept.
    samples.record(packet([1024, 1024]), START + 3000);
    expect(samples.rrIntervalsMs).toEqual([1000, 1000, 1000, 1000, 1000, 1000]);
    expect(save(samples)).toMatchObject({ rrArtefacts: 1, rrBreaks: [3] });
  });

  it('does not give the clock back at a break: 21 packets of 8 beats over a second keep 4 s of beats, not 21 × 3 s', () => {
    const samples = new LiveSamples(START);
    for (let i = 0; i <= 20; i += 1) samples.record(packet(Array.from({ length: 8 }, () => 1024)), START + i * 50);
    // 3 s at the first packet, then 50 ms a packet, each cut down and so a break: 4 s, four beats of 1000 ms.
    expect(samples.rrIntervalsMs).toHaveLength(4);
    expect(save(samples).rrArtefacts).toBe(21 * 8 - 4);
  });

  it('loses nothing of a belt that notifies once a second with the beats of that second, or holds the last one back a notification', () => {
    // A heart from 30 to 200 bpm, each interval within 10 % of the one before (1/1024 s).
    const heart = fc
      .tuple(fc.integer({ min: 308, max: 2048 }), fc.array(fc.integer({ min: -100, max: 100 }), { maxLength: 400 }))
      .map(([first, changes]) =>
        changes.reduce(
          (rr, change) => [...rr, Math.min(2048, Math.max(308, Math.round(rr[rr.length - 1]! * (1 + change / 1000))))],
          [first],
        ),
      );
    const anyBeats = fc.array(fc.integer({ min: 308, max: 2048 }), { minLength: 1, maxLength: 400 });
    fc.assert(
      fc.property(
        fc.oneof(heart, anyBeats),
        fc.integer({ min: 0, max: 999 }),
        fc.array(fc.boolean()),
        (rr, offsetMs, holds) => {
          // Beat i is at offset + its interval and those before it: the first interval began before the recording.
          const beats: { rr: number; atMs: number }[] = [];
          let atMs = offsetMs;
          for (const [i, value] of rr.entries()) {
            if (i > 0) atMs += rrToMilliseconds(value);
            beats.push({ rr: value, atMs });
          }
          const samples = new LiveSamples(START);
          let held: number[] = [];
          for (let second = 0; second <= Math.floor(atMs / 1000); second += 1) {
            const ofSecond = beats.filter((beat) => Math.floor(beat.atMs / 1000) === second).map((beat) => beat.rr);
            const hold = holds[second] === true && ofSecond.length > 0;
            samples.record(
              packet([...held, ...(hold ? ofSecond.slice(0, -1) : ofSecond)]),
              START + (second + 1) * 1000,
            );
            held = hold ? ofSecond.slice(-1) : [];
          }
          samples.record(packet(held), START + (Math.floor(atMs / 1000) + 2) * 1000);
          expect(samples.rrIntervalsMs).toEqual(rr.map(rrToMilliseconds));
          expect(save(samples)).toMatchObject({ rrArtefacts: 0, rrBreaks: [] });
        },
      ),
    );
  });

  it('never keeps more of any run of notifications than the time since the one before it plus 3 s, whatever a belt sends', () => {
    const notification = fc.record({
      afterMs: fc.integer({ min: 0, max: 2500 }),
      rr: fc.array(fc.oneof(fc.integer({ min: 308, max: 2048 }), fc.integer({ min: 0, max: 0xffff })), {
        maxLength: 30,
      }),
      kind: fc.constantFrom('reading', 'reading', 'reading', 'no contact', 'no reading'),
      afterGap: fc.boolean(),
      pauseBefore: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(notification, { minLength: 1, maxLength: 80 }), (flood) => {
        const samples = new LiveSamples(START);
        const heardAt: number[] = [];
        // Kept before notification k: kept[k]; the sum of the intervals kept of notifications s..k is kept[k + 1] − kept[s].
        const kept = [0];
        let at = START;
        for (const { afterMs, rr, kind, afterGap, pauseBefore } of flood) {
          at += afterMs;
          if (pauseBefore) samples.pause();
          const before = samples.rrIntervalsMs.length;
          samples.record(
            packet(rr, {
              afterGap,
              bpm: kind === 'no reading' ? null : 60,
              contact: kind === 'no contact' ? 'not-detected' : 'detected',
            }),
            at,
          );
          heardAt.push(at);
          kept.push(kept[kept.length - 1]! + samples.rrIntervalsMs.slice(before).reduce((sum, ms) => sum + ms, 0));
        }
        for (let last = 0; last < flood.length; last += 1) {
          for (let first = 0; first <= last; first += 1) {
            const since = heardAt[first === 0 ? 0 : first - 1]!;
            expect(kept[last + 1]! - kept[first]!).toBeLessThanOrEqual(heardAt[last]! - since + RR_CLOCK_TOLERANCE_MS);
          }
        }
        const offered = flood.filter((n) => n.kind === 'reading').reduce((sum, n) => sum + n.rr.length, 0);
        expect(save(samples).rrArtefacts).toBe(offered - samples.rrIntervalsMs.length);
      }),
    );
  });
});

describe('LiveSamples under a flood of belt input', () => {
  it('20 packets a second of 250 RR each for an hour keep no more RR than a heart beats in that hour (4,611, not 576,000 nor 18 million), one rate a second, and count the rest', () => {
    const samples = new LiveSamples(START);
    // 250 valid intervals (800 units ≈ 781 ms) in every packet: the belt sends what no heart beats.
    const flood = packet(
      Array.from({ length: 250 }, () => 800),
      { bpm: 77 },
    );
    const packetsPerSecond = 20;
    const seconds = 3600;
    const packets = seconds * packetsPerSecond;
    for (let tick = 0; tick < packets; tick += 1) samples.record(flood, START + (tick * 1000) / packetsPerSecond);
    const saved = save(samples);
    const elapsedMs = ((packets - 1) * 1000) / packetsPerSecond;
    expect(samples.seconds).toBeLessThanOrEqual(seconds + 1);
    expect(saved.bpm.length).toBeLessThanOrEqual(seconds + 1);
    // No more than a heart at 200 bpm (300 ms a beat) beats in the hour, plus the 3 s of tolerance.
    expect(saved.rrMs.length).toBeLessThanOrEqual(Math.floor((elapsedMs + RR_CLOCK_TOLERANCE_MS) / MIN_RR_MS));
    expect(saved.rrMs.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(elapsedMs + RR_CLOCK_TOLERANCE_MS);
    // The 781.25 ms beats fill the hour and the tolerance: ⌊(3,599,950 + 3,000) ÷ 781.25⌋.
    expect(saved.rrMs).toHaveLength(4611);
    expect(saved.rrBreaks?.length).toBeLessThanOrEqual(saved.rrMs.length);
    expect(saved.rrArtefacts).toBe(250 * packets - saved.rrMs.length);
  });
});
