import { Subject, asyncScheduler } from 'rxjs';
import { FakeClock } from '../../../tests/support/fake-clock';
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

/** Lets a few turns of promise callbacks run. */
export const flush = async () => {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
};

/** The "Record live" page's view-model over the fakes, acting for player-1 unless told, with the fakes it uses. */
export function setUp(
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
export async function recording(seconds = 0, options: Parameters<typeof setUp>[0] = {}) {
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
