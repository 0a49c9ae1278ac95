import { describe, expect, it } from 'vitest';
import { ApiError } from '../../domain/errors/api-error';
import { loadedSections } from './profile-fakes.test-support';

const refusal = (desc: string) => new ApiError('BP_400', desc, 400);

async function filled() {
  const setUp = await loadedSections();
  const vm = setUp.password;
  vm.setCurrent('demo-pass-1');
  vm.setNext('brand-new-pass');
  vm.setConfirmation('brand-new-pass');
  return { ...setUp, vm };
}

describe('PasswordChangeViewModel', () => {
  it('shows no error before the first submit, then every rule, live', async () => {
    const { password: vm, api } = await loadedSections();
    vm.setNext('short');
    expect(vm.errorOf('next')).toBeNull();
    expect(await vm.save()).toBe(false);
    expect(api.calls).not.toContain(expect.stringMatching(/^changePassword/));
    expect([vm.errorOf('current'), vm.errorOf('next'), vm.errorOf('confirmation')]).toEqual([
      'PASSWORD_REQUIRED',
      'PASSWORD_LENGTH_INVALID',
      'FIELD_REQUIRED',
    ]);
    vm.setNext('long-enough-1');
    vm.setConfirmation('long-enough-2');
    expect(vm.errorOf('next')).toBeNull();
    expect(vm.errorOf('confirmation')).toBe('PASSWORD_MISMATCH');
    vm.setConfirmation('long-enough-1');
    expect(vm.errorOf('confirmation')).toBeNull();
  });

  it('changes the password, clears the three fields and says so', async () => {
    const { vm, api, toasts } = await filled();
    expect(await vm.save()).toBe(true);
    expect(api.calls.at(-1)).toBe('changePassword acc-1 demo-pass-1 brand-new-pass');
    expect([vm.current, vm.next, vm.confirmation, vm.submitted]).toEqual(['', '', '', false]);
    expect(vm.errorOf('current')).toBeNull();
    expect(toasts).toEqual([{ kind: 'success', code: 'PASSWORD_CHANGED' }]);
  });

  it('a wrong current password stands beside that field, keeps the typing, and goes when it changes', async () => {
    const { vm, api, toasts } = await filled();
    api.saveFailures.push(refusal('CURRENT_PASSWORD_INVALID'));
    expect(await vm.save()).toBe(false);
    expect(vm.errorOf('current')).toBe('CURRENT_PASSWORD_INVALID');
    expect([vm.current, vm.next, vm.confirmation]).toEqual(['demo-pass-1', 'brand-new-pass', 'brand-new-pass']);
    expect(vm.failure).toBeNull();
    expect(toasts).toEqual([]);
    vm.setCurrent('demo-pass-2');
    expect(vm.errorOf('current')).toBeNull();
  });

  it('the API’s PASSWORD_LENGTH stands beside the new password', async () => {
    const { vm, api } = await filled();
    api.saveFailures.push(refusal('PASSWORD_LENGTH'));
    await vm.save();
    expect(vm.errorOf('next')).toBe('PASSWORD_LENGTH_INVALID');
  });

  it('any other failure says so above the button and keeps what was typed; saving again works', async () => {
    const { vm, api } = await filled();
    api.saveFailures.push(new ApiError('BP_500', 'boom', 500), new ApiError('BP_403', 'no', 403));
    await vm.save();
    expect(vm.failure).toBe('PASSWORD_CHANGE_FAILED');
    await vm.save();
    expect(vm.failure).toBe('ACCESS_DENIED');
    expect(vm.next).toBe('brand-new-pass');
    expect(await vm.save()).toBe(true);
    expect(vm.failure).toBeNull();
  });

  it('sends once while a change is on its way', async () => {
    const { vm, api } = await filled();
    api.hold();
    const first = vm.save();
    expect(vm.saving).toBe(true);
    expect(await vm.save()).toBe(false);
    api.release();
    expect(await first).toBe(true);
    expect(api.calls.filter((c) => c.startsWith('changePassword'))).toHaveLength(1);
  });
});
