import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../tests/support/fake-clock';
import type { LiveRecordingSnapshot } from '../../domain/live/live-recording';
import { StoppedRecording } from './stopped-recording';

const recording = (id: string): LiveRecordingSnapshot => ({
  id,
  accountId: 'acc-1',
  playerId: 'player-1',
  deviceName: '',
  startedAt: Date.UTC(2026, 0, 15, 9),
  bpm: Array.from({ length: 120 }, () => 140),
  rrMs: [],
  pausedSeconds: 0,
  endedAt: Date.UTC(2026, 0, 15, 9, 2),
});

/** Lets the charts' timelines, computed in tasks of their own on the clock's scheduler, be drawn. */
async function drawn(clock: FakeClock): Promise<void> {
  for (let turn = 0; turn < 10; turn += 1) {
    clock.advanceBy(0);
    await Promise.resolve();
  }
}

describe('StoppedRecording', () => {
  it('opens the charts of each recording shown while followed, in a task after the stop, and of none once the page has stopped following', async () => {
    const clock = new FakeClock();
    const shown = observable.box<LiveRecordingSnapshot | null>(null, { deep: false });
    const stopped = new StoppedRecording(
      () => shown.get(),
      () => ({}),
      clock.scheduler,
    );
    const stop = stopped.follow();
    expect(stopped.chart.loadState).toBe('idle');
    runInAction(() => shown.set(recording('rec-1')));
    // The stop's own task does not analyse the recording.
    expect(stopped.chart.loadState).toBe('idle');
    clock.advanceBy(0);
    expect(stopped.chart.loadState).toBe('loading');
    await drawn(clock);
    expect(stopped.chart.loadState).toBe('ready');

    runInAction(() => shown.set(recording('rec-2')));
    clock.advanceBy(0);
    expect(stopped.chart.loadState).toBe('loading');
    await drawn(clock);

    // A recording shown just before the page stops following is not opened either.
    runInAction(() => shown.set(recording('rec-3')));
    stop();
    clock.advanceBy(0);
    expect(stopped.chart.loadState).toBe('ready');
  });

  it('names the belt it was recorded with, and no belt when the belt gave no name', () => {
    const shown = observable.box<LiveRecordingSnapshot | null>(
      { ...recording('rec-1'), deviceName: 'Polar H10 1A2B' },
      { deep: false },
    );
    const stopped = new StoppedRecording(
      () => shown.get(),
      () => ({}),
      new FakeClock().scheduler,
    );
    expect([stopped.recording?.id, stopped.deviceName]).toEqual(['rec-1', 'Polar H10 1A2B']);
    runInAction(() => shown.set(recording('rec-2')));
    expect(stopped.deviceName).toBeNull();
  });
});
