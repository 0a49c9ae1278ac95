import { Subject, asyncScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../tests/support/fake-clock';
import type { LiveRecordingSnapshot } from '../../domain/live/live-recording';
import { playerProfile } from '../profile/profile-fakes.test-support';
import type { HeartRateSensor } from '../ports/heart-rate-sensor.port';
import { SessionExportModel } from '../session-export/session-export.model';
import {
  FakeHeartRateSensor,
  FakeLiveSessionApi,
  FakeRecordingLock,
  FakeWakeLock,
  MemoryLiveRecordingStore,
  NO_LOGOUT_QUESTION,
  NO_OUTBOX,
} from './live-recording-fakes.test-support';
import { LiveRecordingViewModel } from './live-recording.view-model';

const flush = async () => {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
};

function setUp(
  options: {
    supported?: boolean;
    demo?: HeartRateSensor;
    actingFor?: string;
    lock?: FakeRecordingLock;
    store?: MemoryLiveRecordingStore;
  } = {},
) {
  const clock = new FakeClock();
  const sensor = new FakeHeartRateSensor(options.supported ?? true, () => clock.now());
  const store = options.store ?? new MemoryLiveRecordingStore();
  const lock = options.lock ?? new FakeRecordingLock();
  const wakeLock = new FakeWakeLock();
  const api = new FakeLiveSessionApi();
  let ids = 0;
  const vm = new LiveRecordingViewModel({
    sensor,
    demoSensor: options.demo ? () => Promise.resolve(options.demo!) : null,
    store,
    lock,
    wakeLock,
    atLogout: NO_LOGOUT_QUESTION,
    outbox: NO_OUTBOX,
    api,
    profiles: { getProfile: () => Promise.resolve(playerProfile({}, { birthDate: '1996-01-01', weightKg: 70 })) },
    viewer: {
      user: { accountId: 'acc-1', playerId: 'player-1', unitDistance: 'METRIC' },
      activePlayerId: options.actingFor ?? 'player-1',
      playerChanges$: new Subject(),
    },
    clock,
    newId: () => `rec-${++ids}`,
    exportModelFor: (source) =>
      new SessionExportModel(source, { save: () => undefined }, asyncScheduler, { timeZone: 'UTC' }),
  });
  return { vm, clock, sensor, store, lock, wakeLock, api };
}

/** Paired and recording, `seconds` seconds of a steady 150 bpm with RR intervals. */
async function recording(seconds = 0, options: Parameters<typeof setUp>[0] = {}) {
  const world = setUp(options);
  await world.vm.start();
  await world.vm.belt.connect();
  await world.vm.startRecording();
  for (let s = 0; s < seconds; s += 1) {
    world.sensor.send({ bpm: 150, rrIntervals: [410] });
    world.clock.advanceBy(1000);
  }
  await flush();
  return world;
}

describe('LiveRecordingViewModel: pairing', () => {
  it('is unsupported without Web Bluetooth (the demo belt still offered), idle otherwise', () => {
    expect(setUp({ supported: false }).vm.phase).toBe('unsupported');
    expect(setUp({ supported: false, demo: new FakeHeartRateSensor() }).vm.belt.demoAvailable).toBe(true);
    expect(setUp().vm.phase).toBe('idle');
  });

  it('goes from connecting to ready, showing the belt, its battery and the heart rate with % HRmax and zone', async () => {
    const { vm, sensor } = setUp();
    await vm.start();
    const pairing = vm.belt.connect();
    expect(vm.phase).toBe('connecting');
    await pairing;
    expect(vm.phase).toBe('ready');
    expect(vm.belt.name).toBe('Polar H10 1A2B3C4D');
    sensor.events.next({ kind: 'battery', percent: 80 });
    sensor.send({ bpm: 152 });
    expect(vm.belt.state).toMatchObject({ status: 'connected', batteryPercent: 80, contact: 'detected' });
    expect(vm.readout.bpm).toBe(152);
    // Born 1 January 1996, 30 on 15 January 2026: Tanaka 208 − 0.7 × 30 = 187 bpm; 152 is 81 %, zone 4.
    expect(vm.readout.hrmax).toBe(187);
    expect(vm.readout.percentOfHrmax).toBe(81);
    expect(vm.readout.zone).toBe(4);
  });

  it('stays idle when the chooser is closed, and says so when pairing fails', async () => {
    const { vm, sensor } = setUp();
    sensor.next = 'cancel';
    await vm.belt.connect();
    expect([vm.phase, vm.belt.connectProblem]).toEqual(['idle', 'cancelled']);
    sensor.next = 'fail';
    await vm.belt.connect();
    expect([vm.phase, vm.belt.connectProblem]).toEqual(['idle', 'failed']);
  });

  it('pairs the demo belt where there is one', async () => {
    const demo = new FakeHeartRateSensor();
    const { vm } = setUp({ supported: false, demo });
    await vm.belt.connectDemo();
    expect([vm.phase, demo.connects]).toEqual(['ready', 1]);
  });
});

describe('LiveRecordingViewModel: recording', () => {
  it('records one heart rate a second with the live figures, holding the lock and the screen', async () => {
    const { vm, lock, wakeLock } = await recording(120);
    expect(vm.phase).toBe('recording');
    expect([lock.held, wakeLock.held]).toEqual([true, true]);
    expect(vm.inProgress.elapsedSeconds).toBe(120);
    expect(vm.inProgress.figures?.analysis.avgBpm).toBe(150);
    expect(vm.inProgress.figures?.analysis.timeAbove80Seconds).toBeGreaterThan(100);
    expect(vm.inProgress.figures?.analysis.trimp).toBeGreaterThan(0);
    expect(vm.inProgress.figures?.analysis.calories).not.toBeNull();
    // A steady 410/1024 s rhythm: no variability.
    expect(vm.inProgress.figures?.rmssdMs).toBe(0);
  });

  it('has no calories for a child (the profile is the account’s), and records for that child', async () => {
    const { vm, api } = await recording(30, { actingFor: 'child-1' });
    expect(vm.inProgress.figures?.analysis.calories).toBeNull();
    await vm.stop();
    await vm.save('');
    expect(api.uploads[0]).toMatchObject({
      playerId: 'child-1',
      title: 'Live recording',
      deviceName: 'Polar H10 1A2B3C4D',
    });
  });

  it('says no contact when the belt reports none, and records a gap, never a zero', async () => {
    const { vm, sensor, clock } = await recording(10);
    for (let s = 0; s < 20; s += 1) {
      sensor.send({ bpm: 0, contact: 'not-detected' });
      clock.advanceBy(1000);
    }
    expect(vm.phase).toBe('no-contact');
    expect(vm.readout.bpm).toBeNull();
    sensor.send({ bpm: 140 });
    expect(vm.phase).toBe('recording');
    const rates = vm.inProgress.heartRates();
    expect(rates.slice(10, 30).every((bpm) => bpm === null)).toBe(true);
    expect(rates[30]).toBe(140);
  });

  it('says reconnecting while the belt is away, then records again; the time away is a gap', async () => {
    const { vm, sensor, clock } = await recording(10);
    sensor.events.next({ kind: 'reconnecting', attempt: 1, delayMs: 1000 });
    expect(vm.phase).toBe('reconnecting');
    clock.advanceBy(15_000);
    sensor.events.next({ kind: 'reconnected' });
    sensor.send({ bpm: 151 });
    expect(vm.phase).toBe('recording');
    expect(
      vm.inProgress
        .heartRates()
        .slice(10, 25)
        .every((bpm) => bpm === null),
    ).toBe(true);
    expect(vm.inProgress.heartRates()[25]).toBe(151);
  });

  it('pauses and resumes: paused time is not elapsed time and records nothing', async () => {
    const { vm, sensor, clock } = await recording(60);
    vm.pause();
    expect(vm.phase).toBe('paused');
    for (let s = 0; s < 30; s += 1) {
      sensor.send({ bpm: 150 });
      clock.advanceBy(1000);
    }
    expect(vm.inProgress.elapsedSeconds).toBe(60);
    vm.resume();
    clock.advanceBy(10_000);
    expect(vm.phase).toBe('recording');
    expect(vm.inProgress.elapsedSeconds).toBe(70);
    expect(
      vm.inProgress
        .heartRates()
        .slice(60, 90)
        .every((bpm) => bpm === null),
    ).toBe(true);
  });

  it('stops while paused: the pause is counted as paused time, not recorded time', async () => {
    const { vm, clock } = await recording(20);
    vm.pause();
    clock.advanceBy(30_000);
    await vm.stop();
    expect(vm.stopped.recording).toMatchObject({ pausedSeconds: 30, endedAt: clock.now() });
  });

  it('writes the recording to the device every few seconds', async () => {
    const { store } = await recording(12);
    expect(store.currentOf()?.bpm.length).toBeGreaterThanOrEqual(9);
    expect(store.currentOf()?.endedAt).toBeNull();
    expect(store.currentOf()?.rrMs[0]).toBeCloseTo(400.39, 2);
  });

  it('will not record in a second tab while the first records', async () => {
    const lock = new FakeRecordingLock();
    await recording(1, { lock });
    const second = setUp({ lock });
    await second.vm.belt.connect();
    await second.vm.startRecording();
    expect([second.vm.phase, second.vm.busyElsewhere]).toEqual(['ready', true]);
  });
});

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
