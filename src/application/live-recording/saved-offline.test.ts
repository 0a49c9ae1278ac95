import { Subject, asyncScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../tests/support/fake-clock';
import { ApiError } from '../../domain/errors/api-error';
import { playerProfile } from '../profile/profile-fakes.test-support';
import { SessionExportModel } from '../session-export/session-export.model';
import {
  FakeConnectivity,
  FakeHeartRateSensor,
  FakeLiveSessionApi,
  FakeRecordingLock,
  FakeWakeLock,
  MemoryLiveRecordingStore,
  NO_LOGOUT_QUESTION,
  outboxOf,
} from './live-recording-fakes.test-support';
import { LiveRecordingViewModel } from './live-recording.view-model';

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

/** A page that has recorded 30 s and stopped, offline. */
async function stoppedOffline() {
  const clock = new FakeClock();
  const sensor = new FakeHeartRateSensor(true, () => clock.now());
  const store = new MemoryLiveRecordingStore();
  const api = new FakeLiveSessionApi();
  const connectivity = new FakeConnectivity(false);
  const viewer = {
    user: { accountId: 'acc-1', playerId: 'player-1', unitDistance: 'METRIC' as const },
    activePlayerId: 'player-1',
    playerChanges$: new Subject<string | null>(),
  };
  const outbox = outboxOf(store, api, viewer, connectivity);
  await outbox.start();
  const vm = new LiveRecordingViewModel({
    sensor,
    demoSensor: null,
    store,
    lock: new FakeRecordingLock(),
    wakeLock: new FakeWakeLock(),
    atLogout: NO_LOGOUT_QUESTION,
    api,
    outbox,
    profiles: { getProfile: () => Promise.resolve(playerProfile({}, { birthDate: '1996-01-01', weightKg: 70 })) },
    viewer,
    clock,
    newId: () => 'rec-1',
    exportModelFor: (source) =>
      new SessionExportModel(source, { save: () => undefined }, asyncScheduler, { timeZone: 'UTC' }),
  });
  await vm.start();
  await vm.belt.connect();
  await vm.startRecording();
  for (let s = 0; s < 30; s += 1) {
    sensor.send({ bpm: 150 });
    clock.advanceBy(1000);
  }
  await vm.stop();
  return { vm, api, store, connectivity };
}

describe('Saving a live recording offline (docs/live-recording.md#saved-offline)', () => {
  it('puts it in the outbox, lists it, and shows it saved once the connection returns and it is sent, once', async () => {
    const { vm, api, store, connectivity } = await stoppedOffline();
    api.answer = new ApiError('OFFLINE', 'The device is offline', 0);
    await vm.save('Sideline');
    expect(vm.phase).toBe('queued');
    expect(vm.unsaved.waiting.map((entry) => [entry.recording.id, entry.title])).toEqual([['rec-1', 'Sideline']]);
    expect(await store.listUnsaved('acc-1')).toEqual([]);
    // Meanwhile it can be opened again (to look at, to export) from the list.
    vm.newRecording();
    vm.unsaved.openQueued('rec-1');
    expect(vm.recording).toMatchObject({ status: 'queued', snapshot: { id: 'rec-1' } });

    api.answer = { kind: 'saved', activityId: 'live-9' };
    connectivity.goOnline();
    await settle();
    expect(vm.recording).toMatchObject({ status: 'saved', activityId: 'live-9' });
    expect(vm.unsaved.waiting).toEqual([]);
    expect(api.uploads.filter((upload) => upload.clientRecordingId === 'rec-1')).toHaveLength(2);
    connectivity.goOnline();
    await settle();
    expect(api.uploads).toHaveLength(2);
  });

  it('stays stopped with the failure said when the server answers with an error (not a connection failure)', async () => {
    const { vm, api } = await stoppedOffline();
    api.answer = new ApiError('BP_500', 'boom', 500);
    await vm.save('');
    expect(vm.recording).toMatchObject({ status: 'stopped', saveFailed: true });
    expect(vm.unsaved.waiting).toEqual([]);
  });

  it('no longer follows the outbox once the page is left: the recording is sent all the same, the page left stays as it was', async () => {
    const { vm, api, connectivity } = await stoppedOffline();
    api.answer = new ApiError('OFFLINE', 'The device is offline', 0);
    await vm.save('');
    vm.dispose();
    api.answer = { kind: 'saved', activityId: 'live-9' };
    connectivity.goOnline();
    await settle();
    expect(api.uploads.filter((upload) => upload.clientRecordingId === 'rec-1')).toHaveLength(2);
    expect(vm.recording).toMatchObject({ status: 'queued', snapshot: { id: 'rec-1' } });
  });
});
