import { describe, expect, it } from 'vitest';
import type { User } from '../../domain/account/user';
import { USER_KEY } from '../ports/account-store.port';
import { LeaderboardViewModel } from './leaderboard.view-model';
import { FakeAccountApi, FakeLeaderboardApi, aParent, aPlayer, settle } from './leaderboard-fakes.test-support';
import { signedInSession } from '../../../tests/support/signed-in-session';
import { FakeClock } from '../../../tests/support/fake-clock';

async function setUp(user = aPlayer()) {
  const clock = new FakeClock();
  const api = new FakeLeaderboardApi(clock);
  const account = new FakeAccountApi(api);
  const { session, kv } = await signedInSession(user);
  const vm = new LeaderboardViewModel(api, account, session, clock);
  vm.start();
  await settle();
  return { api, account, session, kv, vm, consent: vm.consent };
}

describe("the leaderboard's consent (CommunityConsentModel)", () => {
  it('Accept saves true, updates the signed-in user (and its stored copy), refetches, and the row appears marked', async () => {
    const { vm, consent, account, api, session, kv } = await setUp();
    expect(vm.showsConsent).toBe(true);
    expect(consent.isVisible).toBe(false);
    consent.open();
    expect(consent.dialogOpen).toBe(true);
    const saved = consent.accept();
    expect(consent.saving).toBe(true);
    expect(await saved).toBe(true);
    await settle();
    expect(account.privacyCalls).toEqual([['pl-alex', true]]);
    expect(session.user?.systemWideActivityPrivacy).toBe(true);
    expect((JSON.parse(kv.get(USER_KEY) ?? '{}') as User).systemWideActivityPrivacy).toBe(true);
    expect(consent.dialogOpen).toBe(false);
    expect(consent.outcome).toBe('accepted');
    expect(api.calls).toHaveLength(2);
    expect(vm.ownLine).toMatchObject({ name: 'pl-alex Doe', isOwn: true, change: 'NEW' });
    consent.open();
    expect(consent.dialogOpen).toBe(false);
  });

  it('Decline saves nothing, closes, keeps the player off the board and says so', async () => {
    const { vm, consent, account, api } = await setUp();
    consent.open();
    consent.decline();
    expect(consent.dialogOpen).toBe(false);
    expect(consent.outcome).toBe('declined');
    expect(account.privacyCalls).toEqual([]);
    expect(api.calls).toHaveLength(1);
    expect(vm.ownLine).toBeNull();
    expect(consent.isVisible).toBe(false);
  });

  it('a failed save keeps the dialog open and says so; Decline is ignored while saving; a second try works', async () => {
    const { consent, account, session } = await setUp();
    account.failNext = 1;
    consent.open();
    const saving = consent.accept();
    consent.decline();
    expect(consent.dialogOpen).toBe(true);
    expect(await saving).toBe(false);
    expect(consent.dialogOpen).toBe(true);
    expect(consent.dialogErrorCode).toBe('CONSENT_SAVE_FAILED');
    expect(consent.outcome).toBeNull();
    expect(session.user?.systemWideActivityPrivacy).toBe(false);
    expect(await consent.accept()).toBe(true);
    expect(consent.dialogErrorCode).toBeNull();
  });

  it('a visible player can withdraw: saves false, the row goes; a failed withdraw says so', async () => {
    const { vm, consent, account, api } = await setUp(aPlayer({ systemWideActivityPrivacy: true }));
    api.visible.add('pl-alex');
    vm.retry();
    await settle();
    expect(vm.ownLine).not.toBeNull();
    account.failNext = 1;
    expect(await consent.withdraw()).toBe(false);
    expect(consent.withdrawErrorCode).toBe('WITHDRAW_SAVE_FAILED');
    expect(consent.isVisible).toBe(true);
    expect(await consent.withdraw()).toBe(true);
    await settle();
    expect(account.privacyCalls).toEqual([
      ['pl-alex', false],
      ['pl-alex', false],
    ]);
    expect(consent.outcome).toBe('withdrawn');
    expect(vm.ownLine).toBeNull();
    expect(await consent.withdraw()).toBe(false);
  });

  it('a parent consents for the child on screen only, by name: accepting for Emma leaves Noah off, and each withdraws alone', async () => {
    const { vm, consent, account, api, session } = await setUp(aParent());
    expect(session.activePlayerId).toBe('pl-emma');
    expect(consent.childName).toBe('Emma');
    expect(consent.otherChildrenCount).toBe(1);
    consent.open();
    expect(await consent.accept()).toBe(true);
    await settle();
    expect(account.privacyCalls).toEqual([['pl-emma', true]]);
    expect(session.user?.playerDetails.map((child) => [child.firstName, child.systemWideActivityPrivacy])).toEqual([
      ['Emma', true],
      ['Noah', undefined],
    ]);
    expect(session.user?.systemWideActivityPrivacy).toBe(false);
    expect(vm.ownLine).toMatchObject({ name: 'pl-emma Doe', isOwn: true });

    session.selectPlayer('pl-noah');
    await settle();
    expect(consent.childName).toBe('Noah');
    expect(consent.isVisible).toBe(false);
    expect(consent.outcome).toBeNull();
    expect(api.calls.at(-1)?.path).toBe('/common/leaderboard/player/pl-noah');
    expect(vm.ownLine).toBeNull();
    expect(vm.showsConsent).toBe(true);

    session.selectPlayer('pl-emma');
    await settle();
    expect(consent.isVisible).toBe(true);
    expect(await consent.withdraw()).toBe(true);
    expect(account.privacyCalls).toEqual([
      ['pl-emma', true],
      ['pl-emma', false],
    ]);
    expect(session.user?.playerDetails.map((child) => child.systemWideActivityPrivacy)).toEqual([false, undefined]);
  });
});
