import { describe, expect, it } from 'vitest';
import { ApiError } from '../../domain/errors/api-error';
import { aProfile, setUpSettings } from './profile-settings-fakes.test-support';

describe('NotificationSettingsModel', () => {
  it('lists the three mails in the product order with their saved state', async () => {
    const { vm } = await setUpSettings();
    expect(vm.notifications.settings).toEqual([
      { type: 'SESSION_SUMMARY', subscribed: true, saving: false, errorCode: null },
      { type: 'WEEKLY_REPORT', subscribed: false, saving: false, errorCode: null },
      { type: 'WEEKLY_INDIVIDUAL_REPORT', subscribed: true, saving: false, errorCode: null },
    ]);
  });

  it('a change is saved with the subscription id, shows while saving, keeps the answer, with a toast', async () => {
    const { vm, api, store, toasts } = await setUpSettings();
    api.hold = true;
    const saving = vm.notifications.setSubscribed('WEEKLY_REPORT', true);
    expect(vm.notifications.settings[1]).toEqual({
      type: 'WEEKLY_REPORT',
      subscribed: true,
      saving: true,
      errorCode: null,
    });
    expect(await vm.notifications.setSubscribed('WEEKLY_REPORT', false)).toBe(false); // one save per switch
    api.held[0]?.resolve();
    expect(await saving).toBe(true);
    expect(api.calls).toEqual(['subscription sub-weekly true']);
    expect(store.profile?.subscriptions.find((s) => s.type === 'WEEKLY_REPORT')?.subscribed).toBe(true);
    expect(vm.notifications.settings[1]).toMatchObject({ subscribed: true, saving: false });
    expect(toasts).toEqual([{ kind: 'success', code: 'NOTIFICATIONS_SAVED' }]);
  });

  it('two switches can save at the same time', async () => {
    const { vm, api } = await setUpSettings();
    api.hold = true;
    const first = vm.notifications.setSubscribed('SESSION_SUMMARY', false);
    const second = vm.notifications.setSubscribed('WEEKLY_INDIVIDUAL_REPORT', false);
    api.held.forEach((h) => h.resolve());
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(vm.notifications.settings.map((s) => s.subscribed)).toEqual([false, false, false]);
  });

  it('a failure rolls the switch back and says so beside it, until it is changed again', async () => {
    const { vm, api, toasts } = await setUpSettings();
    api.failWith = [new ApiError('NETWORK', 'offline', 0)];
    expect(await vm.notifications.setSubscribed('SESSION_SUMMARY', false)).toBe(false);
    expect(vm.notifications.settings[0]).toEqual({
      type: 'SESSION_SUMMARY',
      subscribed: true,
      saving: false,
      errorCode: 'NOTIFICATIONS_SAVE_FAILED',
    });
    expect(vm.notifications.settings[1]?.errorCode).toBeNull();
    expect(toasts).toEqual([]);
    expect(await vm.notifications.setSubscribed('SESSION_SUMMARY', false)).toBe(true);
    expect(vm.notifications.settings[0]).toMatchObject({ subscribed: false, errorCode: null });
  });

  it('a type the account lacks is left out; nothing loaded means nothing listed', async () => {
    const profile = aProfile();
    const { vm, store } = await setUpSettings({ ...profile, subscriptions: profile.subscriptions.slice(0, 1) });
    expect(vm.notifications.settings.map((s) => s.type)).toEqual(['SESSION_SUMMARY']);
    expect(await vm.notifications.setSubscribed('WEEKLY_REPORT', true)).toBe(false);
    store.profile = null;
    expect(vm.notifications.settings).toEqual([]);
  });
});
