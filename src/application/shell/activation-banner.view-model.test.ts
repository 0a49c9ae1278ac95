import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../../tests/support/fake-clock';
import { MemoryKeyValueStore } from '../../adapters/storage/memory-key-value-store';
import { ApiError } from '../../domain/errors/api-error';
import type { AuthSession } from '../auth/auth-session.store';
import type { Toast } from '../ports/notifier.port';
import { ResendWaits } from '../resend-wait/resend-waits';
import { ActivationBannerViewModel } from './activation-banner.view-model';

function setUp(resend: () => Promise<void>, kv = new MemoryKeyValueStore(), clock = new FakeClock()) {
  const toasts: Toast[] = [];
  const session = {
    user: { accountId: 'acc-1', playerAccountStatus: 'NOT_VERIFIED' as string },
    playerChanges$: new Subject<string | null>(),
    markActive() {
      this.user.playerAccountStatus = 'ACTIVE';
    },
  };
  const vm = new ActivationBannerViewModel(
    session as unknown as AuthSession, // the banner reads user status and calls markActive only
    {
      getAccount: () => Promise.reject(new Error('unused')),
      resendActivation: resend,
      updateUnitPreference: () => Promise.reject(new Error('unused')),
      updateSystemWidePrivacy: () => Promise.reject(new Error('unused')),
    },
    { notify: (t) => toasts.push(t) },
    new ResendWaits(kv, clock),
  );
  return { vm, clock, kv, toasts, session };
}

describe('ActivationBannerViewModel', () => {
  it('after a resend, waits 60 seconds counting down, then allows another', async () => {
    const { vm, clock, toasts } = setUp(() => Promise.resolve());
    expect(vm.visible).toBe(true);
    await vm.resend();
    expect(toasts).toEqual([{ kind: 'success', code: 'ACTIVATION_EMAIL_SENT' }]);
    expect(vm.secondsLeft).toBe(60);
    expect(vm.canResend).toBe(false);
    clock.advanceBy(1000);
    expect(vm.secondsLeft).toBe(59);
    clock.advanceBy(58_000);
    expect(vm.secondsLeft).toBe(1);
    expect(vm.canResend).toBe(false);
    clock.advanceBy(1000);
    expect(vm.secondsLeft).toBe(0);
    expect(vm.canResend).toBe(true);
  });

  it('BP_403 means already active: marks the account ACTIVE with a success toast', async () => {
    const { vm, toasts, session } = setUp(() => Promise.reject(new ApiError('BP_403', 'active', 403)));
    await vm.resend();
    expect(session.user.playerAccountStatus).toBe('ACTIVE');
    expect(toasts).toEqual([{ kind: 'success', code: 'ACCOUNT_ACTIVATED' }]);
    expect(vm.visible).toBe(false);
    expect(vm.secondsLeft).toBe(0);
  });

  it('other failures give the generic error and no lockout', async () => {
    const { vm, toasts } = setUp(() => Promise.reject(new ApiError('BP_500', 'boom', 500)));
    await vm.resend();
    expect(toasts).toEqual([{ kind: 'error', code: 'GENERIC_ERROR' }]);
    expect(vm.canResend).toBe(true);
  });

  it('closing hides it until the next route change', () => {
    const { vm } = setUp(() => Promise.resolve());
    vm.close();
    expect(vm.visible).toBe(false);
    vm.routeChanged();
    expect(vm.visible).toBe(true);
  });

  it('a BP_403 that lands after another account signed in does not mark theirs active', async () => {
    let refuse: (error: unknown) => void = () => undefined;
    const { vm, toasts, session } = setUp(() => new Promise<void>((_resolve, reject) => (refuse = reject)));
    const resending = vm.resend();
    session.user = { accountId: 'acc-2', playerAccountStatus: 'NOT_VERIFIED' };
    session.playerChanges$.next('pl-2');
    refuse(new ApiError('BP_403', 'active', 403));
    await resending;
    expect(session.user.playerAccountStatus).toBe('NOT_VERIFIED');
    expect(toasts).toEqual([]);
    expect(vm.pending).toBe(false);
  });

  it('the wait belongs to the account that resent: the next account on this tab has none, and the first finds the rest of its own', async () => {
    const { vm, clock, toasts, session } = setUp(() => Promise.resolve());
    await vm.resend();
    expect(vm.secondsLeft).toBe(60);
    clock.advanceBy(10_000);

    // Another account, not yet activated either, signs in on this tab.
    session.user = { accountId: 'acc-2', playerAccountStatus: 'NOT_VERIFIED' };
    session.playerChanges$.next('pl-2');
    expect(vm.secondsLeft).toBe(0);
    expect(vm.canResend).toBe(true);
    clock.advanceBy(20_000);
    await vm.resend();
    expect(toasts).toHaveLength(2);
    expect(vm.secondsLeft).toBe(60);

    // The first account back: 30 s of its 60 have gone by.
    session.user = { accountId: 'acc-1', playerAccountStatus: 'NOT_VERIFIED' };
    session.playerChanges$.next('pl-1');
    expect(vm.secondsLeft).toBe(30);
    clock.advanceBy(30_000);
    expect(vm.canResend).toBe(true);
    session.user = { accountId: 'acc-2', playerAccountStatus: 'NOT_VERIFIED' };
    expect(vm.secondsLeft).toBe(30);
    clock.advanceBy(30_000);
    expect(vm.secondsLeft).toBe(0);
  });

  it('a resend that lands after another account signed in starts no wait for anyone', async () => {
    let answer: () => void = () => undefined;
    const { vm, toasts, session } = setUp(() => new Promise<void>((resolve) => (answer = resolve)));
    const resending = vm.resend();
    session.user = { accountId: 'acc-2', playerAccountStatus: 'NOT_VERIFIED' };
    session.playerChanges$.next('pl-2');
    answer();
    await resending;
    expect(toasts).toEqual([]);
    expect(vm.secondsLeft).toBe(0);
    session.user = { accountId: 'acc-1', playerAccountStatus: 'NOT_VERIFIED' };
    expect(vm.secondsLeft).toBe(0);
  });

  it('the wait survives a reload: the banner of the next page still waits, and only for that account', async () => {
    const first = setUp(() => Promise.resolve());
    await first.vm.resend();
    first.clock.advanceBy(15_000);
    const { vm, session } = setUp(() => Promise.resolve(), first.kv, first.clock);
    expect(vm.secondsLeft).toBe(45);
    expect(vm.canResend).toBe(false);
    session.user = { accountId: 'acc-2', playerAccountStatus: 'NOT_VERIFIED' };
    expect(vm.canResend).toBe(true);
  });

  it('a 429 waits as long as its Retry-After says, says why, and shows no error toast', async () => {
    const { vm, clock, toasts } = setUp(() =>
      Promise.reject(new ApiError('BP_429', 'TOO_MANY_REQUESTS', 429, 'PUT /account/email-confirmation', 3300)),
    );
    await vm.resend();
    expect(toasts).toEqual([]);
    expect(vm.tooManyRequests).toBe(true);
    expect(vm.secondsLeft).toBe(3300);
    expect(vm.canResend).toBe(false);
    clock.advanceBy(3_300_000);
    expect(vm.tooManyRequests).toBe(false);
    expect(vm.canResend).toBe(true);
  });

  it("after a reload, a wait longer than the app's own is still the server's limit, and says so", async () => {
    const first = setUp(() =>
      Promise.reject(new ApiError('BP_429', 'TOO_MANY_REQUESTS', 429, 'PUT /account/email-confirmation', 3300)),
    );
    await first.vm.resend();
    const { vm } = setUp(() => Promise.resolve(), first.kv, first.clock);
    expect(vm.secondsLeft).toBe(3300);
    expect(vm.tooManyRequests).toBe(true);
  });

  it('a 429 without a readable Retry-After waits the usual 60 seconds', async () => {
    const { vm } = setUp(() => Promise.reject(new ApiError('BP_400', 'HTTP 429', 429)));
    await vm.resend();
    expect(vm.secondsLeft).toBe(60);
    expect(vm.tooManyRequests).toBe(true);
  });
});
