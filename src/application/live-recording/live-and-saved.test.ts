import { setupServer } from 'msw/node';
import { asyncScheduler, Subject } from 'rxjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountHandlers } from '../../../mocks/handlers/account';
import { liveRecordingHandlers } from '../../../mocks/handlers/live-recording';
import { sessionDetailHandlers } from '../../../mocks/handlers/session-detail';
import { call, seedSessionTestWorld, tokenFor } from '../../../mocks/handlers/session-detail/session-test-world';
import { DEMO_IDS } from '../../../mocks/world/demo-world';
import { clearSessionAnalyses } from '../../../mocks/world/sessions/session-analysis-memo';
import { FakeClock } from '../../../tests/support/fake-clock';
import type { ActivityDto } from '../../adapters/http/dto/activity.dto';
import type { PersonalDetails } from '../../domain/account/account-profile';
import { analyseSession } from '../../domain/session/session-analysis';
import { playerProfile } from '../profile/profile-fakes.test-support';
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

/**
 * One computation for live and saved (docs/live-recording.md#one-computation): a recording stopped
 * on the page and the same recording saved to the mock backend, then read back as the session page
 * reads it, have the same duration to the second, time above 80 % HRmax, TRIMP and calories.
 */

const server = setupServer(...accountHandlers, ...liveRecordingHandlers, ...sessionDetailHandlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let token: string;
beforeEach(async () => {
  clearSessionAnalyses();
  await seedSessionTestWorld();
  token = await tokenFor('player');
});

const ALEX = { accountId: DEMO_IDS.accounts.player, playerId: DEMO_IDS.players.alex };

/** The signed-in player's profile as the server answers it (Alex: 76 kg, male, HRmax 192 measured). */
async function profileOfAlex() {
  const answer = await call<{ personal: PersonalDetails }>(token, 'GET', `/web/account/${ALEX.accountId}`);
  expect(answer.status).toBe(200);
  return playerProfile({ accountId: ALEX.accountId, playerId: ALEX.playerId }, answer.json.personal);
}

/**
 * Eight and a half minutes of a session, one packet a second: a warm-up from 90 to 150 bpm, a block
 * at 165 (above 80 % of 192), 30 s without skin contact, a paused half-minute, and a cool-down.
 */
async function recordAndStop() {
  const clock = new FakeClock();
  const sensor = new FakeHeartRateSensor(true, () => clock.now());
  const api = new FakeLiveSessionApi();
  const profile = await profileOfAlex();
  const vm = new LiveRecordingViewModel({
    sensor,
    demoSensor: null,
    store: new MemoryLiveRecordingStore(),
    lock: new FakeRecordingLock(),
    wakeLock: new FakeWakeLock(),
    atLogout: NO_LOGOUT_QUESTION,
    outbox: NO_OUTBOX,
    api,
    profiles: { getProfile: () => Promise.resolve(profile) },
    viewer: { user: { ...ALEX, unitDistance: 'METRIC' }, activePlayerId: ALEX.playerId, playerChanges$: new Subject() },
    clock,
    newId: () => 'rec-1',
    exportModelFor: (source) =>
      new SessionExportModel(source, { save: () => undefined }, asyncScheduler, { timeZone: 'UTC' }),
  });
  await vm.start();
  await vm.belt.connect();
  await vm.startRecording();
  const beat = (bpm: number, contact: 'detected' | 'not-detected' = 'detected') => {
    sensor.send({ bpm, contact, rrIntervals: [Math.round((60 / bpm) * 1024)] });
    clock.advanceBy(1000);
  };
  for (let s = 0; s < 120; s += 1) beat(90 + s / 2);
  for (let s = 0; s < 180; s += 1) beat(165 + (s % 7));
  for (let s = 0; s < 30; s += 1) beat(0, 'not-detected');
  for (let s = 0; s < 90; s += 1) beat(150 - s / 3);
  vm.pause();
  clock.advanceBy(30_000);
  vm.resume();
  for (let s = 0; s < 90; s += 1) beat(118 - s / 4);
  await vm.stop();
  return { vm, upload: api };
}

describe('a live recording stopped and the same recording saved', () => {
  it('have the same duration to the second, time above 80 % HRmax, TRIMP and calories', async () => {
    const { vm, upload } = await recordAndStop();
    const { stopped } = vm;
    const summary = stopped.summary;
    expect(summary).not.toBeNull();
    await vm.save('Tempo on the belt');
    expect(vm.recording.status).toBe('saved');
    const sent = upload.uploads[0]!;
    const saved = await call<{ playerActivityId: string }>(
      token,
      'POST',
      '/web/player-activities/live',
      JSON.stringify({
        playerId: sent.playerId,
        title: sent.title,
        deviceName: sent.deviceName,
        startTime: new Date(sent.startedAt).toISOString(),
        samples: sent.samples,
        rrIntervalsMs: sent.rrIntervalsMs,
      }),
      'application/json',
    );
    expect(saved.status).toBe(201);
    const page = await call<ActivityDto>(token, 'GET', `/web/player-activities/${saved.json.playerActivityId}`);
    const info = page.json.playerActivityInfo;
    const figures = page.json.playerActivitySummary!;

    // 510 packets over 540 s (30 of them paused): the first rate at second 0, the last at second 539.
    expect(stopped.durationSeconds).toBe(539);
    expect(info.durationSeconds).toBe(stopped.durationSeconds);
    expect(info.analysedSeconds).toBe(stopped.analysis!.durationSeconds);
    expect(figures.timeAbove80Seconds).toBe(summary!.timeAbove80Seconds);
    expect(figures.timeAbove80Percent).toBe(summary!.timeAbove80Percent);
    expect(figures.workloadTrimps).toBe(summary!.workloadTrimps);
    expect(figures.calories).toBe(summary!.calories);
    // Not vacuous: the block above 80 % of the measured 192 bpm counts, and the calories are a man's of 76 kg.
    expect(summary!.timeAbove80Seconds).toBeGreaterThan(170);
    expect(summary!.calories).toBeGreaterThan(60);
    expect(page.json.activityHrStats?.hrmax).toBe(vm.readout.hrmax);
  });

  it('works the live figures out with the athlete the server analyses the player with', async () => {
    const { vm } = await recordAndStop();
    expect(vm.stopped.analysis).toEqual(
      analyseSession(vm.stopped.samples, { age: 29, weightKg: 76, sex: 'm', hrmaxMeasured: 192 }),
    );
  });
});
