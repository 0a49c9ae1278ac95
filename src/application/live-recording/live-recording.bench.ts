import { Subject, asyncScheduler } from 'rxjs';
import { afterAll, bench, describe } from 'vitest';
import { FakeClock } from '../../../tests/support/fake-clock';
import { encodeHeartRateMeasurement, parseHeartRateMeasurement } from '../../domain/live/heart-rate-measurement';
import type { LiveRecordingSnapshot } from '../../domain/live/live-recording';
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

const HOUR_4_SECONDS = 14_400;

/** A page at hour 4 of a recording: 14,400 seconds of heart rate and their RR intervals (about 1.3 a second). */
async function pageAtHourFour() {
  const clock = new FakeClock();
  const startedAt = clock.now();
  const bpm = Array.from({ length: HOUR_4_SECONDS }, (_, t) => 120 + Math.round(30 * Math.sin(t / 300)));
  const rrMs = bpm.flatMap((rate, t) => (t % 3 === 0 ? [60_000 / rate, 60_000 / rate + 4] : [60_000 / rate]));
  const store = new MemoryLiveRecordingStore();
  const snapshot: LiveRecordingSnapshot = {
    id: 'bench',
    accountId: 'acc-1',
    playerId: 'player-1',
    deviceName: 'Polar H10',
    startedAt,
    bpm,
    rrMs,
    pausedSeconds: 0,
    endedAt: null,
  };
  await store.saveCurrent(snapshot);
  clock.advanceBy(HOUR_4_SECONDS * 1000);
  const sensor = new FakeHeartRateSensor(true, () => clock.now());
  const vm = new LiveRecordingViewModel({
    sensor,
    demoSensor: null,
    store,
    lock: new FakeRecordingLock(),
    wakeLock: new FakeWakeLock(),
    atLogout: NO_LOGOUT_QUESTION,
    outbox: NO_OUTBOX,
    api: new FakeLiveSessionApi(),
    profiles: { getProfile: () => Promise.reject(new Error('no profile')) },
    viewer: {
      user: { accountId: 'acc-1', playerId: 'player-1', unitDistance: 'METRIC' },
      activePlayerId: 'player-1',
      playerChanges$: new Subject(),
    },
    clock,
    newId: () => 'bench',
    exportModelFor: (source) =>
      new SessionExportModel(source, { save: () => undefined }, asyncScheduler, { timeZone: 'UTC' }),
  });
  await vm.start();
  await vm.resumeInterrupted();
  return { vm, sensor, clock };
}

const page = await pageAtHourFour();
/** One notification as the belt sends it: bytes parsed, then handed to the page, one second later each time. */
function oneNotification(): void {
  page.clock.advanceBy(1000);
  const parsed = parseHeartRateMeasurement(
    encodeHeartRateMeasurement({ bpm: 151, contact: 'detected', energyExpendedKj: null, rrIntervals: [407, 410] }),
  );
  if (parsed.ok)
    page.sensor.events.next({ kind: 'measurement', measurement: parsed.measurement, at: page.clock.now() });
}

afterAll(() => {
  // Median of many notifications, printed (benchmarks never gate on wall time).
  const times: number[] = [];
  for (let r = 0; r < 300; r += 1) {
    const started = performance.now();
    oneNotification();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `live recording, one notification at hour 4 (${page.vm.inProgress.recordedSeconds} s recorded): median ${(times[150] as number).toFixed(3)} ms over 300 (budget 2 ms)`,
  );
});

describe('live recording', () => {
  bench('one belt notification at hour 4 (14,400 s and their RR intervals)', oneNotification);
});
