import { describe, expect, it } from 'vitest';
import { FakeHeartRateSensor, FakeRecordingLock } from './live-recording-fakes.test-support';
import { recording, setUp } from './live-recording-page.test-support';

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
