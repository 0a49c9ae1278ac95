import { Subject, asyncScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../tests/support/fake-clock';
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

const flush = async () => {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
};

/** Who is signed in on the device, as AuthSession tells the page; `act` switches child or signs out. */
function signedIn(accountId: string, playerId: string) {
  const changes = new Subject<string | null>();
  const viewer = {
    user: { accountId, playerId, unitDistance: 'METRIC' as const } as {
      accountId: string;
      playerId: string;
      unitDistance: 'METRIC';
    } | null,
    activePlayerId: playerId as string | null,
    playerChanges$: changes,
  };
  return {
    viewer,
    act(next: string | null) {
      if (next === null) viewer.user = null;
      viewer.activePlayerId = next;
      changes.next(next);
    },
  };
}

/** A "Record live" page on a device with `store`, for `viewer`, in a tab that shares `lock` with the others. */
function page(
  store: MemoryLiveRecordingStore,
  viewer: ReturnType<typeof signedIn>['viewer'],
  lock = new FakeRecordingLock(),
) {
  const clock = new FakeClock();
  const sensor = new FakeHeartRateSensor(true, () => clock.now());
  const vm = new LiveRecordingViewModel({
    sensor,
    demoSensor: null,
    store,
    lock,
    wakeLock: new FakeWakeLock(),
    atLogout: NO_LOGOUT_QUESTION,
    outbox: NO_OUTBOX,
    api: new FakeLiveSessionApi(),
    profiles: { getProfile: () => Promise.reject(new Error('no profile')) },
    viewer,
    clock,
    newId: () => `rec-${clock.now()}`,
    exportModelFor: (source) =>
      new SessionExportModel(source, { save: () => undefined }, asyncScheduler, { timeZone: 'UTC' }),
  });
  return { vm, clock, sensor, lock };
}

const left = (
  accountId: string,
  playerId: string,
  id: string,
  endedAt: number | null = null,
): LiveRecordingSnapshot => ({
  id,
  accountId,
  playerId,
  deviceName: 'Polar H10',
  startedAt: Date.UTC(2026, 0, 15, 8),
  bpm: Array.from({ length: 120 }, () => 140),
  rrMs: [],
  pausedSeconds: 0,
  endedAt,
});

describe('LiveRecordingViewModel: recordings on the device are their account’s and player’s', () => {
  it('records under the signed-in account and the player acted for', async () => {
    const store = new MemoryLiveRecordingStore();
    const { vm, sensor, clock } = page(store, signedIn('acc-sam', 'player-emma').viewer);
    await vm.start();
    await vm.belt.connect();
    await vm.startRecording();
    sensor.send({ bpm: 130 });
    clock.advanceBy(6000);
    await vm.stop();
    expect(store.currentOf({ accountId: 'acc-sam', playerId: 'player-emma' })).toMatchObject({
      accountId: 'acc-sam',
      playerId: 'player-emma',
    });
  });

  it('offers a recording left on the device to its account alone: another account signed in here sees none of it', async () => {
    const store = new MemoryLiveRecordingStore();
    await store.saveCurrent(left('acc-alex', 'player-alex', 'rec-alex', Date.UTC(2026, 0, 15, 8, 2)));
    await store.keep(left('acc-alex', 'player-alex', 'rec-kept', Date.UTC(2026, 0, 15, 8, 2)));
    const pat = page(store, signedIn('acc-pat', 'player-pat').viewer);
    await pat.vm.start();
    expect([pat.vm.phase, pat.vm.stopped.recording, pat.vm.unsaved.kept]).toEqual(['idle', null, []]);
    pat.vm.unsaved.openKept('rec-kept');
    expect(pat.vm.phase).toBe('idle');
    const alex = page(store, signedIn('acc-alex', 'player-alex').viewer);
    await alex.vm.start();
    expect([alex.vm.phase, alex.vm.stopped.recording?.id, alex.vm.unsaved.kept.map((kept) => kept.id)]).toEqual([
      'stopped',
      'rec-alex',
      ['rec-kept'],
    ]);
  });

  it('shows a parent the recording of the child acted for, another child’s at the switch, and nothing once signed out', async () => {
    const store = new MemoryLiveRecordingStore();
    await store.saveCurrent(left('acc-sam', 'player-emma', 'rec-emma'));
    await store.keep(left('acc-sam', 'player-noah', 'rec-noah', Date.UTC(2026, 0, 15, 8, 2)));
    const sam = signedIn('acc-sam', 'player-emma');
    const { vm, lock } = page(store, sam.viewer);
    await vm.start();
    expect([vm.phase, vm.unsaved.kept]).toEqual(['interrupted', []]);
    sam.act('player-noah');
    await flush();
    expect([vm.phase, vm.unsaved.kept.map((kept) => kept.id)]).toEqual(['idle', ['rec-noah']]);
    // The lock taken for Emma's recording is let go with it.
    expect(lock.held).toBe(false);
    sam.act(null);
    await flush();
    expect([vm.phase, vm.unsaved.kept]).toEqual(['idle', []]);
  });

  it('gives a recording of before owners to the account acting for its player, and to no other', async () => {
    const store = new MemoryLiveRecordingStore();
    const { accountId, ...old } = left('none', 'player-alex', 'rec-old');
    void accountId;
    store.unowned = [old];
    const pat = page(store, signedIn('acc-pat', 'player-pat').viewer);
    await pat.vm.start();
    expect(pat.vm.phase).toBe('idle');
    const alex = page(store, signedIn('acc-alex', 'player-alex').viewer);
    await alex.vm.start();
    expect(alex.vm.recording).toMatchObject({
      status: 'interrupted',
      snapshot: { id: 'rec-old', accountId: 'acc-alex' },
    });
  });
});

describe('LiveRecordingViewModel: a recording left running is resumed or finished only with its lock', () => {
  it('shows "in another tab", and offers nothing, while another tab holds the lock (it may be recording it still)', async () => {
    const store = new MemoryLiveRecordingStore();
    const lock = new FakeRecordingLock();
    const alex = signedIn('acc-alex', 'player-alex');
    const first = page(store, alex.viewer, lock);
    await first.vm.start();
    await first.vm.belt.connect();
    await first.vm.startRecording();
    first.sensor.send({ bpm: 140 });
    first.clock.advanceBy(6000);
    await flush();
    const second = page(store, alex.viewer, lock);
    await second.vm.start();
    expect(second.vm.phase).toBe('elsewhere');
    // Neither resuming nor finishing takes it from the tab that records it.
    await second.vm.resumeInterrupted();
    second.vm.finishInterrupted();
    expect([second.vm.phase, second.vm.stopped.recording]).toEqual(['elsewhere', null]);
    expect(first.vm.phase).toBe('recording');
  });

  it('takes the lock when it is free, so a third tab is the one told "in another tab"; finishing lets it go', async () => {
    const store = new MemoryLiveRecordingStore();
    await store.saveCurrent(left('acc-alex', 'player-alex', 'rec-left'));
    const lock = new FakeRecordingLock();
    const alex = signedIn('acc-alex', 'player-alex');
    const second = page(store, alex.viewer, lock);
    await second.vm.start();
    expect([second.vm.phase, lock.held]).toEqual(['interrupted', true]);
    const third = page(store, alex.viewer, lock);
    await third.vm.start();
    expect(third.vm.phase).toBe('elsewhere');
    second.vm.finishInterrupted();
    expect([second.vm.phase, lock.held]).toEqual(['stopped', false]);
  });
});
