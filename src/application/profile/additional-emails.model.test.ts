import { describe, expect, it } from 'vitest';
import { ApiError } from '../../domain/errors/api-error';
import { aProfile, settle, setUpSettings } from './profile-settings-fakes.test-support';

describe('AdditionalEmailsModel', () => {
  it('lists the addresses with their confirmed state', async () => {
    const { vm } = await setUpSettings(
      aProfile({
        additionalEmailAddresses: [
          { id: 'm1', email: 'a@example.com', confirmed: true },
          { id: 'm2', email: 'b@example.com', confirmed: false },
        ],
      }),
    );
    expect(vm.additionalEmails.emails.map((e) => [e.email, e.confirmed])).toEqual([
      ['a@example.com', true],
      ['b@example.com', false],
    ]);
  });

  it('adds an address: errors only after submit, then live; the trimmed address is sent; the list grows; the field empties; a toast', async () => {
    const { vm, api, store, session, toasts } = await setUpSettings(aProfile({ playerId: 'pl-3' }));
    const emails = vm.additionalEmails;
    emails.setDraft('not-an-email');
    expect(emails.fieldCode).toBeNull();
    expect(await emails.add()).toBe(false);
    expect(emails.fieldCode).toBe('EMAIL_INVALID');
    expect(api.calls).toEqual([]);
    emails.setDraft(' Coach@Example.com ');
    expect(emails.fieldCode).toBeNull();
    api.hold = true;
    const adding = emails.add();
    expect(emails.adding).toBe(true);
    api.held[0]?.resolve();
    expect(await adding).toBe(true);
    expect(api.calls).toEqual(['add pl-3 Coach@Example.com']);
    expect(emails.draft).toBe('');
    expect(emails.fieldCode).toBeNull();
    expect(store.profile?.user.additionalEmailAddresses.at(-1)).toEqual({
      id: 'new-1',
      email: 'Coach@Example.com',
      confirmed: false,
    });
    expect(session.user?.additionalEmailAddresses).toHaveLength(2);
    expect(toasts).toEqual([{ kind: 'success', code: 'ADDITIONAL_EMAIL_ADDED' }]);
  });

  it("refuses the account's own address and one already listed, without a call", async () => {
    const { vm, api } = await setUpSettings();
    const emails = vm.additionalEmails;
    emails.setDraft('PLAYER@example.com');
    expect(await emails.add()).toBe(false);
    expect(emails.fieldCode).toBe('ADDITIONAL_EMAIL_SAME_AS_ACCOUNT');
    emails.setDraft('alt@example.com');
    expect(emails.fieldCode).toBe('ADDITIONAL_EMAIL_EXISTS');
    emails.setDraft('');
    expect(emails.fieldCode).toBe('EMAIL_REQUIRED');
    expect(api.calls).toEqual([]);
  });

  it.each([
    [new ApiError('BP_409', 'ADDITIONAL_EMAIL_EXISTS', 409), 'ADDITIONAL_EMAIL_EXISTS'],
    [new ApiError('BP_400', 'SAME_AS_ACCOUNT_EMAIL', 400), 'ADDITIONAL_EMAIL_SAME_AS_ACCOUNT'],
    [new ApiError('BP_400', 'EMAIL_INVALID', 400), 'EMAIL_INVALID'],
  ] as const)('the API refusal %s shows as %s beside the field, the address kept', async (error, code) => {
    const { vm, api } = await setUpSettings();
    api.failWith = [error];
    vm.additionalEmails.setDraft('new@example.com');
    expect(await vm.additionalEmails.add()).toBe(false);
    expect(vm.additionalEmails.fieldCode).toBe(code);
    expect(vm.additionalEmails.addErrorCode).toBeNull();
    expect(vm.additionalEmails.draft).toBe('new@example.com');
    vm.additionalEmails.setDraft('new2@example.com');
    expect(vm.additionalEmails.fieldCode).toBeNull();
  });

  it('a failed add keeps the typed address and says so; typing clears the message; a second try works', async () => {
    const { vm, api, toasts } = await setUpSettings();
    api.failWith = [new ApiError('BP_500', 'boom', 500)];
    vm.additionalEmails.setDraft('new@example.com');
    expect(await vm.additionalEmails.add()).toBe(false);
    expect(vm.additionalEmails.addErrorCode).toBe('ADD_FAILED');
    expect(vm.additionalEmails.fieldCode).toBeNull();
    expect(vm.additionalEmails.draft).toBe('new@example.com');
    expect(toasts).toEqual([]);
    expect(await vm.additionalEmails.add()).toBe(true);
    expect(vm.additionalEmails.addErrorCode).toBeNull();
    vm.additionalEmails.setDraft('x');
    expect(vm.additionalEmails.addErrorCode).toBeNull();
  });

  it('deletes after a confirmation: Cancel keeps it; Confirm removes it with a toast', async () => {
    const { vm, api, store, toasts } = await setUpSettings();
    const emails = vm.additionalEmails;
    emails.askDelete('mail-1');
    expect(emails.deleteTarget?.email).toBe('alt@example.com');
    emails.cancelDelete();
    expect(emails.deleteTarget).toBeNull();
    expect(api.calls).toEqual([]);
    emails.askDelete('mail-1');
    api.hold = true;
    const deleting = emails.confirmDelete();
    expect(emails.deleting).toBe(true);
    emails.cancelDelete(); // ignored while it runs
    expect(emails.deleteTarget).not.toBeNull();
    api.held[0]?.resolve();
    expect(await deleting).toBe(true);
    expect(api.calls).toEqual(['delete player-1 mail-1']);
    expect(emails.deleteTarget).toBeNull();
    expect(store.profile?.user.additionalEmailAddresses).toEqual([]);
    expect(toasts).toEqual([{ kind: 'success', code: 'ADDITIONAL_EMAIL_DELETED' }]);
  });

  it('a failed delete keeps the dialog open and says so; an address the API no longer knows is removed', async () => {
    const { vm, api, store } = await setUpSettings();
    const emails = vm.additionalEmails;
    api.failWith = [new ApiError('BP_500', 'boom', 500), new ApiError('BP_404', 'unknown', 404)];
    emails.askDelete('mail-1');
    expect(await emails.confirmDelete()).toBe(false);
    expect(emails.deleteTarget?.id).toBe('mail-1');
    expect(emails.deleteErrorCode).toBe('DELETE_FAILED');
    expect(store.profile?.user.additionalEmailAddresses).toHaveLength(1);
    expect(await emails.confirmDelete()).toBe(true);
    expect(emails.deleteErrorCode).toBeNull();
    expect(store.profile?.user.additionalEmailAddresses).toEqual([]);
  });

  it('resends the confirmation with a toast; a failure says so beside the address; BP_409 marks it confirmed', async () => {
    const { vm, api, store, toasts } = await setUpSettings();
    const emails = vm.additionalEmails;
    api.hold = true;
    const resending = emails.resend('mail-1');
    expect(emails.resendingId).toBe('mail-1');
    expect(await emails.resend('mail-1')).toBe(false); // one at a time
    api.held[0]?.resolve();
    expect(await resending).toBe(true);
    expect(toasts).toEqual([{ kind: 'success', code: 'ADDITIONAL_EMAIL_CONFIRMATION_SENT' }]);
    api.hold = false;
    api.failWith = [new ApiError('NETWORK', 'offline', 0), new ApiError('BP_409', 'already confirmed', 409)];
    expect(await emails.resend('mail-1')).toBe(false);
    expect(emails.resendErrorCodeOf('mail-1')).toBe('RESEND_FAILED');
    expect(emails.resendErrorCodeOf('other')).toBeNull();
    expect(await emails.resend('mail-1')).toBe(false);
    await settle();
    expect(emails.resendErrorCodeOf('mail-1')).toBeNull();
    expect(store.profile?.user.additionalEmailAddresses[0]?.confirmed).toBe(true);
    expect(api.calls).toEqual(['resend player-1 mail-1', 'resend player-1 mail-1', 'resend player-1 mail-1']);
  });

  it('before the profile has loaded: an empty list, nothing is sent', async () => {
    const { vm, api, store } = await setUpSettings();
    store.profile = null;
    vm.additionalEmails.setDraft('new@example.com');
    expect(vm.additionalEmails.emails).toEqual([]);
    expect(await vm.additionalEmails.add()).toBe(false);
    vm.additionalEmails.askDelete('mail-1');
    expect(await vm.additionalEmails.confirmDelete()).toBe(false);
    expect(await vm.additionalEmails.resend('mail-1')).toBe(false);
    expect(api.calls).toEqual([]);
  });
});
