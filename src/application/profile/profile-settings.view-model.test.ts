import { describe, expect, it } from 'vitest';
import { sampleUser } from '../../domain/account/sample-user.test-support';
import { settingsOwnerId } from './profile-settings-owner';
import { aProfile, setUpSettings } from './profile-settings-fakes.test-support';

describe('settingsOwnerId', () => {
  it("names a player's own player id", () => {
    expect(settingsOwnerId(sampleUser({ playerId: 'pl-1', playerDetails: [] }))).toBe('pl-1');
  });

  it("names a parent's account, never the child their User carries", () => {
    expect(settingsOwnerId(sampleUser({ accountId: 'acc-9', playerId: 'child-1' }))).toBe('acc-9');
  });

  it('names the account when the user has no player id', () => {
    expect(settingsOwnerId(sampleUser({ accountId: 'acc-2', playerId: '', playerDetails: [] }))).toBe('acc-2');
  });
});

describe('ProfileSettingsViewModel', () => {
  it("gives its four sections the page's profile store: a save in one shows in the store the others read", async () => {
    const { vm, store } = await setUpSettings(aProfile({ additionalEmailAddresses: [] }));
    expect(vm.store).toBe(store);
    vm.additionalEmails.setDraft('coach@example.com');
    await vm.additionalEmails.add();
    await vm.privacy.setVisibleToCoaches(true);
    await vm.notifications.setSubscribed('WEEKLY_REPORT', true);
    expect(store.profile?.user.additionalEmailAddresses.map((e) => e.email)).toEqual(['coach@example.com']);
    expect(store.profile?.user.activityPrivacy).toBe(true);
    expect(store.profile?.subscriptions.map((s) => s.subscribed)).toEqual([true, true, true]);
  });
});
