import { describe, expect, it } from 'vitest';
import { ApiError } from '../../domain/errors/api-error';
import { aProfile, settle, setUpSettings } from './profile-settings-fakes.test-support';

describe('LanguageSettingModel', () => {
  it('shows the interface language; a switch changes the interface at once and saves it to the account', async () => {
    const { vm, api, interfaceLocale, store, session } = await setUpSettings(
      aProfile({ accountId: 'acc-5', language: 'en' }),
    );
    const language = vm.language;
    expect(language.locale).toBe('en');
    api.hold = true;
    language.choose('fr');
    expect(interfaceLocale.switches).toEqual(['fr']);
    expect(language.locale).toBe('fr');
    expect(api.calls).toEqual(['language acc-5 fr']);
    expect(store.profile?.user.language).toBe('en');
    api.held[0]?.resolve();
    await settle();
    expect(store.profile?.user.language).toBe('fr');
    expect(session.user?.language).toBe('fr');
  });

  it('a failed save is ignored: the interface keeps the new language, no message', async () => {
    const { vm, api, interfaceLocale, store, toasts } = await setUpSettings();
    api.failWith = [new ApiError('BP_500', 'boom', 500)];
    vm.language.choose('fr');
    await settle();
    expect(interfaceLocale.locale).toBe('fr');
    expect(store.profile?.user.language).toBe('en');
    expect(toasts).toEqual([]);
  });

  it('the same language sends nothing; the account language chosen while the interface already speaks it is saved', async () => {
    const { vm, api, interfaceLocale } = await setUpSettings(aProfile({ accountId: 'acc-1', language: 'en' }));
    vm.language.choose('en');
    expect(api.calls).toEqual([]);
    expect(interfaceLocale.switches).toEqual([]);
    interfaceLocale.locale = 'fr'; // switched with the top bar's picker, not saved
    vm.language.choose('fr');
    expect(interfaceLocale.switches).toEqual([]);
    expect(api.calls).toEqual(['language acc-1 fr']);
  });

  it('two quick switches: both are sent, and the last one is what the profile keeps', async () => {
    const { vm, api, store } = await setUpSettings();
    api.hold = true;
    vm.language.choose('fr');
    vm.language.choose('en');
    expect(api.calls).toEqual(['language acc-1 fr', 'language acc-1 en']);
    api.held[0]?.resolve();
    await settle();
    expect(store.profile?.user.language).toBe('en');
    api.held[1]?.resolve();
    await settle();
    expect(store.profile?.user.language).toBe('en');
    vm.language.choose('en');
    expect(api.calls).toHaveLength(2);
  });

  it('before the profile has loaded, a switch still changes the interface and sends nothing', async () => {
    const { vm, api, interfaceLocale, store } = await setUpSettings();
    store.profile = null;
    vm.language.choose('fr');
    expect(interfaceLocale.locale).toBe('fr');
    expect(api.calls).toEqual([]);
  });
});
