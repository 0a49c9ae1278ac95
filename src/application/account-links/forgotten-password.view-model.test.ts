import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../tests/support/fake-clock';
import { MemoryKeyValueStore } from '../../adapters/storage/memory-key-value-store';
import { ApiError } from '../../domain/errors/api-error';
import { ResendWaits } from '../resend-wait/resend-waits';
import { FakeAccountLinksApi, NETWORK_DOWN } from './account-links-fakes.test-support';
import { ForgottenPasswordViewModel, PASSWORD_RESET_RESEND_SECONDS } from './forgotten-password.view-model';

function setUp(kv = new MemoryKeyValueStore(), clock = new FakeClock()) {
  const api = new FakeAccountLinksApi();
  return { api, clock, kv, vm: new ForgottenPasswordViewModel(api, new ResendWaits(kv, clock)) };
}

/** The server's limit (docs/api.md#too-many-requests), with the wait it asks for. */
const tooMany = (retryAfterSeconds?: number) =>
  new ApiError('BP_429', 'TOO_MANY_REQUESTS', 429, 'POST /password_reset', retryAfterSeconds);

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

  it('"use another address" goes back to the form with the address kept: that address still waits, another does not', async () => {
    const { vm, api, clock } = setUp();
    vm.setEmail('player@example.com');
    await vm.submit();
    clock.advanceBy(5000);
    vm.useAnotherAddress();
    expect(vm.sentTo).toBeNull();
    expect(vm.email).toBe('player@example.com');
    expect(vm.secondsLeft).toBe(55);
    expect(vm.canSubmit).toBe(false);
    await expect(vm.submit()).resolves.toBe(false);
    vm.setEmail('parent@example.com');
    expect(vm.canSubmit).toBe(true);
    await expect(vm.submit()).resolves.toBe(true);
    expect(api.calls).toEqual(['request player@example.com', 'request parent@example.com']);
  });

  it('the wait survives a reload: the next page waits for the same address, whatever its case', async () => {
    const first = setUp();
    first.vm.setEmail('player@example.com');
    await first.vm.submit();
    first.clock.advanceBy(20_000);
    first.vm.dispose();
    const { vm, api } = setUp(first.kv, first.clock);
    vm.setEmail(' Player@Example.com');
    expect(vm.secondsLeft).toBe(40);
    await expect(vm.submit()).resolves.toBe(false);
    expect(api.calls).toEqual([]);
  });

  it('a 429 waits as long as its Retry-After says, and says why until the wait is over', async () => {
    const { vm, api, clock } = setUp();
    api.requestAnswer = () => Promise.reject(tooMany(3300));
    vm.setEmail('player@example.com');
    await expect(vm.submit()).resolves.toBe(false);
    expect(vm.failure).toBe('TOO_MANY_REQUESTS');
    expect(vm.tooManyRequests).toBe(true);
    expect(vm.secondsLeft).toBe(3300);
    expect(vm.canSubmit).toBe(false);
    clock.advanceBy(3_300_000);
    expect(vm.tooManyRequests).toBe(false);
    expect(vm.canSubmit).toBe(true);
  });

  it("after a reload, a wait longer than the app's own is still the server's limit, and says so", async () => {
    const first = setUp();
    first.api.requestAnswer = () => Promise.reject(tooMany(3300));
    first.vm.setEmail('player@example.com');
    await first.vm.submit();
    first.vm.dispose();
    const { vm } = setUp(first.kv, first.clock);
    vm.setEmail('player@example.com');
    expect(vm.failure).toBeNull();
    expect(vm.tooManyRequests).toBe(true);
    expect(vm.failureShown).toBe(true);
  });

  it('a 429 on a resend waits too; one without a readable Retry-After waits the usual 60 seconds', async () => {
    const { vm, api, clock } = setUp();
    vm.setEmail('player@example.com');
    await vm.submit();
    clock.advanceBy(60_000);
    api.requestAnswer = () => Promise.reject(tooMany());
    await expect(vm.resend()).resolves.toBe(false);
    expect(vm.sentTo).toBe('player@example.com');
    expect(vm.tooManyRequests).toBe(true);
    expect(vm.secondsLeft).toBe(60);
    expect(vm.canResend).toBe(false);
  });
});
