import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../tests/support/fake-clock';
import { ApiError } from '../../domain/errors/api-error';
import { FakeAccountLinksApi, NETWORK_DOWN } from './account-links-fakes.test-support';
import { ForgottenPasswordViewModel, PASSWORD_RESET_RESEND_SECONDS } from './forgotten-password.view-model';

function setUp() {
  const api = new FakeAccountLinksApi();
  const clock = new FakeClock();
  return { api, clock, vm: new ForgottenPasswordViewModel(api, clock) };
}

describe('ForgottenPasswordViewModel', () => {
  it('shows field errors only after the first submit, then follows the input', async () => {
    const { vm, api } = setUp();
    vm.setEmail('not-an-email');
    expect(vm.emailError).toBeNull();
    await expect(vm.submit()).resolves.toBe(false);
    expect(vm.emailError).toBe('EMAIL_INVALID');
    vm.setEmail('');
    expect(vm.emailError).toBe('EMAIL_REQUIRED');
    expect(api.calls).toEqual([]);
  });

  it('sends the mail to the trimmed address, then shows "check your inbox" with a 60-second wait', async () => {
    const { vm, api, clock } = setUp();
    vm.setEmail('  player@example.com ');
    await expect(vm.submit()).resolves.toBe(true);
    expect(api.calls).toEqual(['request player@example.com']);
    expect(vm.sentTo).toBe('player@example.com');
    expect(PASSWORD_RESET_RESEND_SECONDS).toBe(60);
    expect(vm.secondsLeft).toBe(60);
    expect(vm.canResend).toBe(false);
    clock.advanceBy(1000);
    expect(vm.secondsLeft).toBe(59);
    await expect(vm.resend()).resolves.toBe(false);
    clock.advanceBy(58_000);
    expect(vm.secondsLeft).toBe(1);
    clock.advanceBy(1000);
    expect(vm.secondsLeft).toBe(0);
    expect(vm.canResend).toBe(true);
  });

  it('resends to the same address and waits again', async () => {
    const { vm, api, clock } = setUp();
    vm.setEmail('player@example.com');
    await vm.submit();
    clock.advanceBy(60_000);
    await expect(vm.resend()).resolves.toBe(true);
    expect(api.calls).toEqual(['request player@example.com', 'request player@example.com']);
    expect(vm.resent).toBe(1);
    expect(vm.secondsLeft).toBe(60);
  });

  it('a failed resend says so and can be tried again at once', async () => {
    const { vm, api, clock } = setUp();
    vm.setEmail('player@example.com');
    await vm.submit();
    clock.advanceBy(60_000);
    api.requestAnswer = () => Promise.reject(NETWORK_DOWN);
    await expect(vm.resend()).resolves.toBe(false);
    expect(vm.failure).toBe('TRY_AGAIN_LATER');
    expect(vm.sentTo).toBe('player@example.com');
    expect(vm.canResend).toBe(true);
    api.requestAnswer = () => Promise.resolve();
    await expect(vm.resend()).resolves.toBe(true);
    expect(vm.failure).toBeNull();
  });

  it.each([
    [new ApiError('BP_404', 'EMAIL_NOT_REGISTERED', 404), 'EMAIL_NOT_REGISTERED'],
    [new ApiError('BP_403', 'ACCOUNT_NOT_ACTIVATED', 403), 'ACCOUNT_NOT_ACTIVATED'],
    [new ApiError('BP_500', 'boom', 500), 'TRY_AGAIN_LATER'],
    [NETWORK_DOWN, 'TRY_AGAIN_LATER'],
  ] as const)('a refusal (%s) keeps the form and the typed address, with its message', async (error, failure) => {
    const { vm, api } = setUp();
    api.requestAnswer = () => Promise.reject(error);
    vm.setEmail('nobody@example.com');
    await expect(vm.submit()).resolves.toBe(false);
    expect(vm.failure).toBe(failure);
    expect(vm.sentTo).toBeNull();
    expect(vm.email).toBe('nobody@example.com');
    expect(vm.pending).toBe(false);
    vm.setEmail('nobody2@example.com');
    expect(vm.failure).toBeNull();
  });

  it('is pending while the mail is asked for, and ignores a second submit meanwhile', async () => {
    const { vm, api } = setUp();
    let release = (): void => undefined;
    api.requestAnswer = () => new Promise<void>((resolve) => (release = resolve));
    vm.setEmail('player@example.com');
    const first = vm.submit();
    expect(vm.pending).toBe(true);
    await expect(vm.submit()).resolves.toBe(false);
    release();
    await expect(first).resolves.toBe(true);
    expect(api.calls).toHaveLength(1);
  });

  it('"use another address" goes back to the form with the address kept and the wait stopped', async () => {
    const { vm, clock } = setUp();
    vm.setEmail('player@example.com');
    await vm.submit();
    vm.useAnotherAddress();
    expect(vm.sentTo).toBeNull();
    expect(vm.email).toBe('player@example.com');
    expect(vm.secondsLeft).toBe(0);
    clock.advanceBy(5000);
    expect(vm.secondsLeft).toBe(0);
  });

  it('dispose stops the countdown', async () => {
    const { vm, clock } = setUp();
    vm.setEmail('player@example.com');
    await vm.submit();
    vm.dispose();
    clock.advanceBy(3000);
    expect(vm.secondsLeft).toBe(0);
  });
});
