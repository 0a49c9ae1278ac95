import { describe, expect, it } from 'vitest';
import type { LiveRecordingSnapshot } from '../../domain/live/live-recording';
import { MemoryLiveRecordingStore } from './live-recording-fakes.test-support';
import { flush, recording, setUp } from './live-recording-page.test-support';

describe('LiveRecordingViewModel: interrupted, stopped and saved', () => {
  const left: LiveRecordingSnapshot = {
    id: 'rec-old',
    accountId: 'acc-1',
    playerId: 'player-1',
    deviceName: 'Polar H10',
    startedAt: Date.UTC(2026, 0, 15, 8, 50),
    bpm: Array.from({ length: 300 }, () => 140),
    rrMs: [],
    pausedSeconds: 0,
    endedAt: null,
  };

  it('offers to resume a recording found on return: the time away is a gap', async () => {
    const store = new MemoryLiveRecordingStore();
    await store.saveCurrent(left);
    const { vm, sensor, clock } = setUp({ store });
    await vm.start();
    expect(vm.phase).toBe('interrupted');
    await vm.resumeInterrupted();
    await flush();
    sensor.send({ bpm: 145 });
    expect(vm.phase).toBe('recording');
    // Started 8:50, left after 5 minutes, back at 9:00: seconds 300–599 are missing.
    expect(vm.inProgress.heartRates()[599]).toBeNull();
    expect(vm.inProgress.heartRates()[600]).toBe(145);
    clock.advanceBy(1000);
    expect(vm.inProgress.elapsedSeconds).toBe(601);
  });

  it('finds a recording the page was left in on the next visit, and a stopped one as stopped', async () => {
    const first = await recording(12);
    first.vm.dispose();
    const next = setUp({ store: first.store });
    await next.vm.start();
    expect(next.vm.phase).toBe('interrupted');
    expect(next.vm.recording).toMatchObject({ snapshot: { id: 'rec-1', endedAt: null } });
    const stopped = await recording(12);
    await stopped.vm.stop();
    stopped.vm.dispose();
    const after = setUp({ store: stopped.store });
    await after.vm.start();
    expect(after.vm.phase).toBe('stopped');
  });

  it('or finishes it: it is shown stopped, ending at its last second', async () => {
    const store = new MemoryLiveRecordingStore();
    await store.saveCurrent(left);
    const { vm } = setUp({ store });
    await vm.start();
    vm.finishInterrupted();
    expect(vm.phase).toBe('stopped');
    expect(vm.stopped.recording?.endedAt).toBe(left.startedAt + 300_000);
    expect(vm.stopped.analysis?.avgBpm).toBe(140);
  });

  it('stops with the session figures and releases the lock and the screen, then saves under the name given', async () => {
    const { vm, api, store, lock, wakeLock } = await recording(90);
    await vm.stop();
    expect(vm.phase).toBe('stopped');
    expect([lock.held, wakeLock.held]).toEqual([false, false]);
    expect(vm.stopped.summary?.avgBpm).toBe(150);
    const saving = vm.save('  Tempo run ');
    expect(vm.phase).toBe('saving');
    await saving;
    expect(vm.phase).toBe('saved');
    expect(api.uploads[0]).toMatchObject({ title: 'Tempo run', startedAt: Date.UTC(2026, 0, 15, 9) });
    expect(api.uploads[0]!.samples).toHaveLength(90);
    expect(api.uploads[0]!.rrIntervalsMs).toHaveLength(90);
    expect(store.currentOf()).toBeNull();
  });

  it('keeps the recording on the device when the server does not take it, listed and ready to export', async () => {
    const { vm, api, store } = await recording(30);
    api.answer = { kind: 'not-offered' };
    await vm.stop();
    await vm.save('');
    expect(vm.phase).toBe('save-refused');
    expect(store.kept.map((kept) => kept.id)).toEqual(['rec-1']);
    expect(vm.unsaved.kept.map((kept) => kept.id)).toEqual(['rec-1']);
    await expect(vm.stopped.exportSource()).resolves.toMatchObject({ title: 'Live recording' });
  });

  it('starts afresh after a save, and opens a kept recording again to export it, or discards it', async () => {
    const { vm, api, store, sensor, clock } = await recording(30);
    api.answer = { kind: 'not-offered' };
    await vm.stop();
    await vm.save('');
    vm.newRecording();
    expect([vm.phase, vm.inProgress.elapsedSeconds, vm.inProgress.figures]).toEqual(['ready', 0, null]);
    vm.unsaved.openKept('rec-1');
    expect(vm.recording).toMatchObject({ status: 'save-refused', snapshot: { id: 'rec-1' } });
    await vm.unsaved.discardKept('rec-1');
    expect([vm.phase, vm.unsaved.kept, store.kept]).toEqual(['ready', [], []]);
    await vm.startRecording();
    sensor.send({ bpm: 120 });
    clock.advanceBy(1000);
    expect(vm.inProgress.heartRates()).toEqual([120]);
  });

  it('opens a kept recording only when none is running or waiting to be saved: after the next one is saved, not during it', async () => {
    const { vm, api, clock, sensor } = await recording(30);
    api.answer = { kind: 'not-offered' };
    await vm.stop();
    await vm.save('');
    vm.newRecording();
    await vm.startRecording();
    expect(vm.unsaved.canOpen).toBe(false);
    vm.unsaved.openKept('rec-1');
    expect(vm.phase).toBe('recording');
    sensor.send({ bpm: 130 });
    clock.advanceBy(1000);
    await vm.stop();
    expect(vm.unsaved.canOpen).toBe(false);
    api.answer = { kind: 'saved', activityId: 'live-2' };
    await vm.save('');
    expect(vm.unsaved.canOpen).toBe(true);
    vm.unsaved.openKept('rec-1');
    expect(vm.recording).toMatchObject({ status: 'save-refused', snapshot: { id: 'rec-1' } });
    expect(vm.inProgress.heartRates()).toEqual([]);
  });

  it('stays stopped with the failure said when the save fails, to try again', async () => {
    const { vm, api } = await recording(30);
    api.answer = new Error('offline');
    await vm.stop();
    await vm.save('');
    expect(vm.recording).toMatchObject({ status: 'stopped', saveFailed: true });
  });
});
