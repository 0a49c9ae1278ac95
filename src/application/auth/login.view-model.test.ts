import { describe, expect, it } from 'vitest';
import { ApiError } from '../../domain/errors/api-error';
import { LoginViewModel } from './login.view-model';
import { LocalStorageAccountStore } from '../../adapters/storage/local-storage-account-store';
import { LocalStorageTokenStore } from '../../adapters/storage/local-storage-token-store';
import { MemoryKeyValueStore } from '../../adapters/storage/memory-key-value-store';
import type { User } from '../../domain/account/user';
import { sampleUser } from '../../domain/account/sample-user.test-support';
import { LOCALE_KEY } from '../ports/account-store.port';
import { LocaleStore } from '../shell/locale.store';
import { AuthSession } from './auth-session.store';

function viewModel(login: () => Promise<void>) {
  const calls: [string, string][] = [];
  const session = {
    user: null,
    login: (email: string, password: string) => {
      calls.push([email, password]);
      return login();
    },
  } as unknown as AuthSession; // only login() and the user are used by the view-model
  return { vm: new LoginViewModel(session, new LocaleStore(new MemoryKeyValueStore())), calls };
}

/** The real session and interface language over storage in memory, with a login API that answers `user` (or fails). */
function withAccount(user: User, answer: 'accepts' | 'refuses' = 'accepts') {
  const kv = new MemoryKeyValueStore();
  const session = new AuthSession(new LocalStorageTokenStore(kv), new LocalStorageAccountStore(kv), kv, {
    login: () =>
      answer === 'accepts'
        ? Promise.resolve({ accessToken: 'at', refreshToken: 'rt', email: user.email, user })
        : Promise.reject(new ApiError('BP_401', 'wrong password', 401)),
    logout: () => Promise.resolve(),
  });
  const locale = new LocaleStore(kv, ['en-US']);
  const vm = new LoginViewModel(session, locale);
  vm.setEmail(user.email);
  vm.setPassword('demo-pass-1');
  return { vm, locale, kv };
}

describe('LoginViewModel', () => {
  it('shows field errors only after the first submit', async () => {
    const { vm, calls } = viewModel(() => Promise.resolve());
    vm.setEmail('not-an-email');
    expect(vm.emailError).toBeNull();
    expect(await vm.submit()).toBe(false);
    expect(vm.emailError).toBe('EMAIL_INVALID');
    expect(vm.passwordError).toBe('PASSWORD_REQUIRED');
    vm.setPassword('short');
    expect(vm.passwordError).toBe('PASSWORD_LENGTH_INVALID');
    expect(calls).toHaveLength(0);
  });

  it.each([
    [new ApiError('BP_404', 'not registered', 404), 'EMAIL_NOT_REGISTERED'],
    [new ApiError('BP_401', 'wrong password', 401), 'INCORRECT_PASSWORD'],
    [new ApiError('BP_500', 'boom', 500), 'LOGIN_FAILED'],
    [new ApiError('NETWORK', 'offline', 0), 'LOGIN_FAILED'],
  ])('maps %s to %s and keeps what was typed', async (error, code) => {
    const { vm } = viewModel(() => Promise.reject(error));
    vm.setEmail('player@example.com');
    vm.setPassword('demo-pass-1');
    expect(await vm.submit()).toBe(false);
    expect(vm.failure).toBe(code);
    expect(vm.email).toBe('player@example.com');
    expect(vm.password).toBe('demo-pass-1');
    vm.setPassword('demo-pass-2');
    expect(vm.failure).toBeNull();
  });

  it('signs in with valid input and forgets the password', async () => {
    const { vm, calls } = viewModel(() => Promise.resolve());
    vm.setEmail('player@example.com');
    vm.setPassword('demo-pass-1');
    expect(await vm.submit()).toBe(true);
    expect(calls).toEqual([['player@example.com', 'demo-pass-1']]);
    expect(vm.password).toBe('');
    expect(vm.pending).toBe(false);
  });

  it('fills the email a link brought only while the field is empty', () => {
    const { vm } = viewModel(() => Promise.resolve());
    vm.prefillEmail(null);
    expect(vm.email).toBe('');
    vm.prefillEmail('  invited@example.com ');
    expect(vm.email).toBe('invited@example.com');
    vm.setEmail('typed@example.com');
    vm.prefillEmail('other@example.com');
    expect(vm.email).toBe('typed@example.com');
  });

  it("switches the interface to the account's language once signed in, and keeps it for the next visit", async () => {
    const { vm, locale, kv } = withAccount(sampleUser({ email: 'verified@example.com', language: 'fr' }));
    expect(locale.locale).toBe('en');
    expect(await vm.submit()).toBe(true);
    expect(locale.locale).toBe('fr');
    expect(kv.get(LOCALE_KEY)).toBe('fr');
  });

  it("an English account brings a French picker's choice back to English", async () => {
    const { vm, locale } = withAccount(sampleUser({ language: 'en' }));
    locale.setLocale('fr');
    await vm.submit();
    expect(locale.locale).toBe('en');
  });

  it('a failed login leaves the language as it was', async () => {
    const { vm, locale } = withAccount(sampleUser({ language: 'fr' }), 'refuses');
    expect(await vm.submit()).toBe(false);
    expect(locale.locale).toBe('en');
  });
});
