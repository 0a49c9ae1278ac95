import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../tests/support/fake-clock';
import type { HeartRateMeasurement } from '../../domain/live/heart-rate-measurement';
import { RecordingInProgress } from './recording-in-progress.model';

const packet = (rr: number): HeartRateMeasurement => ({
  bpm: 60,
  contact: 'detected',
  energyExpendedKj: null,
  rrIntervals: [rr],
});

describe('RecordingInProgress: a pause breaks the RR chain', () => {
  it('takes no difference across a pause, however short', () => {
    const clock = new FakeClock();
    const recording = new RecordingInProgress({
      clock,
      athlete: () => ({ age: 30 }),
      deviceName: () => 'Polar H10',
      write: () => Promise.resolve(),
    });
    recording.begin('rec-1', { accountId: 'acc-1', playerId: 'player-1' });
    const play = (count: number, a: number, b: number) => {
      for (let i = 0; i < count; i += 1) {
        recording.record(packet(i % 2 === 0 ? a : b), clock.now());
        clock.advanceBy(1000);
      }
    };
    play(20, 1024, 1034);
    recording.pause();
    recording.resume();
    // Straight on, with no second lost: the pause alone breaks the chain.
    play(20, 922, 932);
    // Differences of 10 units (9.765625 ms) on either side; 922 − 1034 is never taken.
    expect(recording.figures?.rmssdMs).toBe(9.765625);
    expect(recording.end()?.rrBreaks).toEqual([20]);
  });
});
