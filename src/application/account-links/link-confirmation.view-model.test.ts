import { describe, expect, it } from 'vitest';
import {
  FakeAccountLinksApi,
  LINK_EXPIRED,
  LINK_INVALID,
  LINK_REDEEMED,
  NETWORK_DOWN,
  settle,
} from './account-links-fakes.test-support';
import { LinkConfirmationViewModel } from './link-confirmation.view-model';

function setUp() {
  const api = new FakeAccountLinksApi();
  return { api, vm: new LinkConfirmationViewModel((token) => api.confirmEmailChange(token)) };
}

describe('LinkConfirmationViewModel', () => {
  it('confirms on open, once per link, and shows the confirmed address', async () => {
    const { vm, api } = setUp();
    api.confirmAnswer = () => Promise.resolve({ email: 'kim.lee@example.com' });
    expect(vm.status).toBe('loading');
    vm.open('demo-valid');
    vm.open('demo-valid');
    await settle();
    expect(vm.status).toBe('ready');
    expect(vm.email).toBe('kim.lee@example.com');
    expect(api.calls).toEqual(['email-change demo-valid']);
  });

  it.each([
    [LINK_INVALID, 'invalid'],
    [LINK_EXPIRED, 'expired'],
    [LINK_REDEEMED, 'redeemed'],
    [NETWORK_DOWN, 'failed'],
  ] as const)('a link answered %s is %s', async (error, status) => {
    const { vm, api } = setUp();
    api.confirmAnswer = () => Promise.reject(error);
    vm.open('tok');
    await settle();
    expect(vm.status).toBe(status);
  });

  it('retries after a transport failure', async () => {
    const { vm, api } = setUp();
    api.confirmAnswer = () => Promise.reject(NETWORK_DOWN);
    vm.open('tok');
    await settle();
    api.confirmAnswer = () => Promise.resolve({ email: 'kim.lee@example.com' });
    vm.retry();
    expect(vm.status).toBe('loading');
    await settle();
    expect(vm.status).toBe('ready');
    expect(api.calls).toEqual(['email-change tok', 'email-change tok']);
  });

  it('a late answer for a previous link is ignored', async () => {
    const { vm, api } = setUp();
    let releaseFirst = (): void => undefined;
    api.confirmAnswer = () => new Promise((resolve) => (releaseFirst = () => resolve({ email: 'old@example.com' })));
    vm.open('first');
    api.confirmAnswer = () => Promise.reject(LINK_INVALID);
    vm.open('second');
    await settle();
    releaseFirst();
    await settle();
    expect(vm.status).toBe('invalid');
    expect(vm.email).toBe('');
  });
});
