import { describe, expect, it } from 'vitest';
import { ApiError } from '../../domain/errors/api-error';
import { aProfile, settle, setUpSettings } from './profile-settings-fakes.test-support';

describe('PrivacySettingsModel', () => {
  it('starts from the profile: both off', async () => {
    const { vm } = await setUpSettings();
    expect(vm.privacy.visibleToCoaches).toBe(false);
    expect(vm.privacy.visibleToCommunity).toBe(false);
    expect(vm.privacy.coachesErrorCode).toBeNull();
    expect(vm.privacy.communityErrorCode).toBeNull();
  });

  it('coaches: saved on change for the player, shows the new value while saving, then the profile and the user follow, with a toast', async () => {
    const { vm, api, store, session, toasts } = await setUpSettings(aProfile({ playerId: 'pl-7' }));
    api.hold = true;
    const saving = vm.privacy.setVisibleToCoaches(true);
    expect(vm.privacy.visibleToCoaches).toBe(true);
    expect(await vm.privacy.setVisibleToCoaches(false)).toBe(false); // one save at a time
    api.held[0]?.resolve();
    expect(await saving).toBe(true);
    expect(api.calls).toEqual(['coaches pl-7 true']);
    expect(store.profile?.user.activityPrivacy).toBe(true);
    expect(session.user?.activityPrivacy).toBe(true);
    expect(toasts).toEqual([{ kind: 'success', code: 'PRIVACY_SAVED' }]);
    expect(await vm.privacy.setVisibleToCoaches(true)).toBe(false); // unchanged: nothing sent
    expect(api.calls).toHaveLength(1);
  });

  it('coaches: a failure rolls the switch back and says so until the next change', async () => {
    const { vm, api, store, toasts } = await setUpSettings();
    api.failWith = [new ApiError('BP_403', 'Access denied', 403)];
    expect(await vm.privacy.setVisibleToCoaches(true)).toBe(false);
    expect(vm.privacy.visibleToCoaches).toBe(false);
    expect(vm.privacy.coachesErrorCode).toBe('PRIVACY_SAVE_FAILED');
    expect(store.profile?.user.activityPrivacy).toBe(false);
    expect(toasts).toEqual([]);
    expect(await vm.privacy.setVisibleToCoaches(true)).toBe(true);
    expect(vm.privacy.coachesErrorCode).toBeNull();
  });

  it('community on: asks consent first; Decline saves nothing and leaves it off', async () => {
    const { vm, accountApi, toasts } = await setUpSettings();
    vm.privacy.setVisibleToCommunity(true);
    expect(vm.privacy.community.dialogOpen).toBe(true);
    expect(vm.privacy.visibleToCommunity).toBe(false);
    vm.privacy.community.decline();
    expect(vm.privacy.community.dialogOpen).toBe(false);
    expect(vm.privacy.visibleToCommunity).toBe(false);
    expect(accountApi.privacyCalls).toEqual([]);
    expect(toasts).toEqual([]);
  });

  it('community on: Accept saves true for the account owner, the profile follows, with a toast', async () => {
    const { vm, accountApi, store, session, toasts } = await setUpSettings(aProfile({ playerId: 'pl-7' }));
    vm.privacy.setVisibleToCommunity(true);
    const accepted = vm.privacy.community.accept();
    expect(vm.privacy.visibleToCommunity).toBe(true);
    expect(await accepted).toBe(true);
    expect(accountApi.privacyCalls).toEqual([['pl-7', true]]);
    expect(store.profile?.user.systemWideActivityPrivacy).toBe(true);
    expect(session.user?.systemWideActivityPrivacy).toBe(true);
    expect(vm.privacy.community.dialogOpen).toBe(false);
    expect(toasts).toEqual([{ kind: 'success', code: 'PRIVACY_SAVED' }]);
  });

  it('community on: a failed Accept keeps the dialog open with its reason, and the switch off', async () => {
    const { vm, accountApi, store } = await setUpSettings();
    accountApi.failNext = 1;
    vm.privacy.setVisibleToCommunity(true);
    expect(await vm.privacy.community.accept()).toBe(false);
    expect(vm.privacy.community.dialogOpen).toBe(true);
    expect(vm.privacy.community.dialogErrorCode).toBe('CONSENT_SAVE_FAILED');
    expect(vm.privacy.visibleToCommunity).toBe(false);
    expect(vm.privacy.communityErrorCode).toBeNull();
    expect(store.profile?.user.systemWideActivityPrivacy).toBe(false);
  });

  it('community off: saved at once (no dialog); a failure rolls it back and says so', async () => {
    const { vm, accountApi, store, toasts } = await setUpSettings(aProfile({ systemWideActivityPrivacy: true }));
    expect(vm.privacy.visibleToCommunity).toBe(true);
    accountApi.failNext = 1;
    vm.privacy.setVisibleToCommunity(false);
    expect(vm.privacy.community.dialogOpen).toBe(false);
    expect(vm.privacy.visibleToCommunity).toBe(false);
    await settle();
    expect(vm.privacy.visibleToCommunity).toBe(true);
    expect(vm.privacy.communityErrorCode).toBe('PRIVACY_SAVE_FAILED');
    vm.privacy.setVisibleToCommunity(false);
    await settle();
    expect(vm.privacy.communityErrorCode).toBeNull();
    expect(store.profile?.user.systemWideActivityPrivacy).toBe(false);
    expect(accountApi.privacyCalls).toEqual([
      ['player-1', false],
      ['player-1', false],
    ]);
    expect(toasts).toEqual([{ kind: 'success', code: 'PRIVACY_SAVED' }]);
  });

  it('a parent: coaches on the account; the leaderboard consent per child, accepting for one leaves the other off', async () => {
    const parent = aProfile({
      accountId: 'acc-parent',
      playerId: 'child-1',
      parentId: null,
      playerDetails: [
        { playerId: 'child-1', firstName: 'Emma', lastName: 'Martin', photo: null, systemWideActivityPrivacy: false },
        { playerId: 'child-2', firstName: 'Noah', lastName: 'Martin', photo: null, systemWideActivityPrivacy: false },
      ],
    });
    const { vm, api, accountApi, store } = await setUpSettings(parent);
    await vm.privacy.setVisibleToCoaches(true);
    expect(api.calls).toEqual(['coaches acc-parent true']);
    const [emma, noah] = vm.privacy.childConsents;
    expect(vm.privacy.childConsents.map((consent) => consent.childName)).toEqual(['Emma', 'Noah']);
    expect(emma?.otherChildrenCount).toBe(1);
    emma?.open();
    expect(emma?.dialogOpen).toBe(true);
    expect(noah?.dialogOpen).toBe(false);
    expect(await emma?.accept()).toBe(true);
    expect(accountApi.privacyCalls).toEqual([['child-1', true]]);
    expect(emma?.isVisible).toBe(true);
    expect(noah?.isVisible).toBe(false);
    expect(store.profile?.user.playerDetails.map((child) => child.systemWideActivityPrivacy)).toEqual([true, false]);
    // The parent's own switch speaks for nobody: nothing is sent for the account.
    vm.privacy.setVisibleToCommunity(true);
    expect(await vm.privacy.community.accept()).toBe(false);
    expect(await emma?.withdraw()).toBe(true);
    expect(accountApi.privacyCalls).toEqual([
      ['child-1', true],
      ['child-1', false],
    ]);
    expect(vm.privacy.childConsents[0]).toBe(emma);
  });

  it('before the profile has loaded: both off, nothing is sent', async () => {
    const { vm, api, accountApi, store } = await setUpSettings();
    store.profile = null;
    expect(vm.privacy.visibleToCoaches).toBe(false);
    expect(await vm.privacy.setVisibleToCoaches(true)).toBe(false);
    vm.privacy.setVisibleToCommunity(true);
    expect(await vm.privacy.community.accept()).toBe(false);
    expect(api.calls).toEqual([]);
    expect(accountApi.privacyCalls).toEqual([]);
  });
});
