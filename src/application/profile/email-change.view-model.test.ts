import { describe, expect, it } from 'vitest';
import { ApiError } from '../../domain/errors/api-error';
import { loadedSections, playerProfile } from './profile-fakes.test-support';

describe('EmailChangeViewModel', () => {
  it('shows the account’s address and no pending change', async () => {
    const { email: vm } = await loadedSections();
    expect(vm.currentEmail).toBe('player@example.com');
    expect(vm.pendingEmail).toBeNull();
  });

  it('checks the address after the first submit: required, valid, not the current one (any case)', async () => {
    const { email: vm, api } = await loadedSections();
    vm.setDraft('nope');
    expect(vm.error).toBeNull();
    expect(await vm.request()).toBe(false);
    expect(vm.error).toBe('EMAIL_INVALID');
    vm.setDraft('');
    expect(vm.error).toBe('EMAIL_REQUIRED');
    vm.setDraft(' Player@Example.com ');
    expect(vm.error).toBe('SAME_EMAIL');
    expect(api.calls.some((c) => c.startsWith('requestEmailChange'))).toBe(false);
  });

  it('a request puts the section in the pending state with the new address, and the session knows it', async () => {
    const { email: vm, api, toasts, session } = await loadedSections();
    vm.setDraft(' alex.new@example.com ');
    expect(await vm.request()).toBe(true);
    expect(api.calls.at(-1)).toBe('requestEmailChange acc-1 alex.new@example.com');
    expect(vm.pendingEmail).toBe('alex.new@example.com');
    expect(vm.currentEmail).toBe('player@example.com');
    expect(vm.draft).toBe('');
    expect(session.user?.newEmail).toBe('alex.new@example.com');
    expect(toasts).toEqual([{ kind: 'success', code: 'EMAIL_CHANGE_REQUESTED' }]);
  });

  it('resend asks again with the waiting address; cancel drops it', async () => {
    const { email: vm, api, toasts } = await loadedSections(playerProfile({ newEmail: 'alex.new@example.com' }));
    expect(vm.pendingEmail).toBe('alex.new@example.com');
    expect(await vm.resend()).toBe(true);
    expect(api.calls.at(-1)).toBe('requestEmailChange acc-1 alex.new@example.com');
    expect(await vm.cancel()).toBe(true);
    expect(api.calls.at(-1)).toBe('cancelEmailChange acc-1');
    expect(vm.pendingEmail).toBeNull();
    expect(toasts.map((t) => t.code)).toEqual(['EMAIL_CHANGE_RESENT', 'EMAIL_CHANGE_CANCELLED']);
  });

  it.each([
    [new ApiError('BP_409', 'EMAIL_ALREADY_REGISTERED', 409), 'EMAIL_ALREADY_REGISTERED'],
    [new ApiError('BP_409', 'Conflict', 409), 'EMAIL_ALREADY_REGISTERED'],
    [new ApiError('BP_400', 'SAME_EMAIL', 400), 'SAME_EMAIL'],
    [new ApiError('BP_400', 'EMAIL_INVALID', 400), 'EMAIL_INVALID'],
  ])('the API’s refusal %s stands beside the address until it changes', async (error, code) => {
    const { email: vm, api } = await loadedSections();
    api.saveFailures.push(error);
    vm.setDraft('taken@example.com');
    expect(await vm.request()).toBe(false);
    expect(vm.error).toBe(code);
    expect(vm.draft).toBe('taken@example.com');
    expect(vm.pendingEmail).toBeNull();
    vm.setDraft('taken2@example.com');
    expect(vm.error).toBeNull();
  });

  it('other failures say which action failed and keep the state', async () => {
    const { email: vm, api } = await loadedSections(playerProfile({ newEmail: 'alex.new@example.com' }));
    api.saveFailures.push(new ApiError('NETWORK', 'offline', 0), new ApiError('BP_403', 'no', 403));
    expect(await vm.resend()).toBe(false);
    expect(vm.failure).toEqual({ action: 'resend', code: 'EMAIL_CHANGE_FAILED' });
    expect(await vm.cancel()).toBe(false);
    expect(vm.failure).toEqual({ action: 'cancel', code: 'ACCESS_DENIED' });
    expect(vm.pendingEmail).toBe('alex.new@example.com');
  });

  it('one action at a time', async () => {
    const { email: vm, api } = await loadedSections(playerProfile({ newEmail: 'alex.new@example.com' }));
    api.hold();
    const resend = vm.resend();
    expect(vm.busy).toBe('resend');
    expect(await vm.cancel()).toBe(false);
    api.release();
    expect(await resend).toBe(true);
    expect(vm.busy).toBeNull();
  });
});
