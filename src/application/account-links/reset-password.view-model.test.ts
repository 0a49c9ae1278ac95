import { describe, expect, it } from 'vitest';
import { ApiError } from '../../domain/errors/api-error';
import type { Toast } from '../ports/notifier.port';
import {
  FakeAccountLinksApi,
  LINK_EXPIRED,
  LINK_INVALID,
  LINK_REDEEMED,
  NETWORK_DOWN,
  settle,
} from './account-links-fakes.test-support';
import { ResetPasswordViewModel } from './reset-password.view-model';

function opened(token = 'tok-1') {
  const api = new FakeAccountLinksApi();
  const toasts: Toast[] = [];
  const vm = new ResetPasswordViewModel(api, { notify: (t) => toasts.push(t) });
  return { api, toasts, vm, open: async () => (vm.open(token), await settle()) };
}

describe('ResetPasswordViewModel', () => {
  it('checks the link first (loading), then shows the form for the account', async () => {
    const { vm, api, open } = opened();
    expect(vm.status).toBe('loading');
    const done = open();
    expect(vm.status).toBe('loading');
    await done;
    expect(vm.status).toBe('ready');
    expect(vm.email).toBe('player@example.com');
    vm.open('tok-1');
    expect(api.calls).toEqual(['check tok-1']);
  });

  it.each([
    [LINK_INVALID, 'invalid'],
    [LINK_EXPIRED, 'expired'],
    [LINK_REDEEMED, 'redeemed'],
    [NETWORK_DOWN, 'failed'],
    [new ApiError('BP_500', 'boom', 500), 'failed'],
  ] as const)('a link answered %s is %s', async (error, status) => {
    const { vm, api, open } = opened();
    api.checkAnswer = () => Promise.reject(error);
    await open();
    expect(vm.status).toBe(status);
  });

  it('retries the check after a transport failure', async () => {
    const { vm, api, open } = opened();
    api.checkAnswer = () => Promise.reject(NETWORK_DOWN);
    await open();
    expect(vm.status).toBe('failed');
    api.checkAnswer = () => Promise.resolve({ email: 'player@example.com' });
    vm.retry();
    expect(vm.status).toBe('loading');
    await settle();
    expect(vm.status).toBe('ready');
    expect(api.calls).toEqual(['check tok-1', 'check tok-1']);
  });

  it('shows the password rules only after the first submit, then live', async () => {
    const { vm, api, open } = opened();
    await open();
    vm.setPassword('short');
    expect(vm.passwordError).toBeNull();
    await expect(vm.submit()).resolves.toBe(false);
    expect(vm.passwordError).toBe('PASSWORD_LENGTH_INVALID');
    expect(vm.confirmationError).toBe('FIELD_REQUIRED');
    vm.setPassword('new-pass-22');
    vm.setConfirmation('new-pass-2');
    expect(vm.passwordError).toBeNull();
    expect(vm.confirmationError).toBe('PASSWORD_MISMATCH');
    vm.setConfirmation('new-pass-22');
    expect(vm.confirmationError).toBeNull();
    expect(api.calls).toEqual(['check tok-1']);
  });

  it('saves the new password, raises the PASSWORD_RESET toast and is done', async () => {
    const { vm, api, toasts, open } = opened();
    await open();
    vm.setPassword('new-pass-22');
    vm.setConfirmation('new-pass-22');
    const saving = vm.submit();
    expect(vm.saving).toBe(true);
    await expect(saving).resolves.toBe(true);
    expect(api.calls).toEqual(['check tok-1', 'reset tok-1 new-pass-22']);
    expect(toasts).toEqual([{ kind: 'success', code: 'PASSWORD_RESET' }]);
    expect(vm.done).toBe(true);
    expect(vm.password).toBe('');
  });

  it('a failed save keeps what was typed and says so', async () => {
    const { vm, api, toasts, open } = opened();
    await open();
    api.resetAnswer = () => Promise.reject(NETWORK_DOWN);
    vm.setPassword('new-pass-22');
    vm.setConfirmation('new-pass-22');
    await expect(vm.submit()).resolves.toBe(false);
    expect(vm.saveFailed).toBe(true);
    expect(vm.status).toBe('ready');
    expect(vm.password).toBe('new-pass-22');
    expect(vm.confirmation).toBe('new-pass-22');
    expect(toasts).toEqual([]);
    vm.setConfirmation('new-pass-22');
    expect(vm.saveFailed).toBe(false);
  });

  it('the server refusing the password length shows it on the field until the password changes', async () => {
    const { vm, api, open } = opened();
    await open();
    api.resetAnswer = () => Promise.reject(new ApiError('BP_400', 'PASSWORD_LENGTH', 400));
    vm.setPassword('new-pass-22');
    vm.setConfirmation('new-pass-22');
    await vm.submit();
    expect(vm.passwordError).toBe('PASSWORD_LENGTH_INVALID');
    vm.setPassword('new-pass-23');
    expect(vm.passwordError).toBeNull();
  });

  it('a link that expires before the save turns the page to the expired state', async () => {
    const { vm, api, open } = opened();
    await open();
    api.resetAnswer = () => Promise.reject(LINK_EXPIRED);
    vm.setPassword('new-pass-22');
    vm.setConfirmation('new-pass-22');
    await vm.submit();
    expect(vm.status).toBe('expired');
    expect(vm.done).toBe(false);
  });

  it('never saves before the link is checked', async () => {
    const { vm, api } = opened();
    vm.setPassword('new-pass-22');
    vm.setConfirmation('new-pass-22');
    await expect(vm.submit()).resolves.toBe(false);
    expect(api.calls).toEqual([]);
  });

  it('the check of a link opened before, landing last, changes nothing', async () => {
    const { vm, api } = opened();
    let releaseFirst = (): void => undefined;
    api.checkAnswer = () => new Promise((resolve) => (releaseFirst = () => resolve({ email: 'old@example.com' })));
    vm.open('tok-1');
    api.checkAnswer = () => Promise.reject(LINK_EXPIRED);
    vm.open('tok-2');
    await settle();
    releaseFirst();
    await settle();
    expect(vm.status).toBe('expired');
    expect(vm.email).toBe('');
  });
});
