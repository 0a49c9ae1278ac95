import { describe, expect, it } from 'vitest';
import { ApiError } from '../../domain/errors/api-error';
import { LoginViewModel } from './login.view-model';
import type { AuthSession } from './auth-session.store';

function viewModel(login: () => Promise<void>) {
  const calls: [string, string][] = [];
  const session = {
    login: (email: string, password: string) => {
      calls.push([email, password]);
      return login();
    },
  } as unknown as AuthSession; // only login() is used by the view-model
  return { vm: new LoginViewModel(session), calls };
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
});
