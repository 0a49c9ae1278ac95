import { describe, expect, it } from 'vitest';
import { heldAnswer } from '../../../tests/support/held-answer';
import type { TokenSubscription } from '../ports/account-links-api.port';
import {
  FakeAccountLinksApi,
  LINK_EXPIRED,
  LINK_INVALID,
  LINK_REDEEMED,
  NETWORK_DOWN,
  settle,
} from './account-links-fakes.test-support';
import { SubscriptionViewModel } from './subscription.view-model';

function setUp() {
  const api = new FakeAccountLinksApi();
  return { api, vm: new SubscriptionViewModel(api) };
}

describe('SubscriptionViewModel', () => {
  it('reads the link and asks before it changes anything', async () => {
    const { vm, api } = setUp();
    vm.open('demo-valid', 'SESSION_SUMMARY');
    expect(vm.status).toBe('loading');
    await settle();
    expect(vm.status).toBe('ready');
    expect(vm.email).toBe('player@example.com');
    expect(vm.subscribed).toBe(true);
    expect(vm.changed).toBe(false);
    vm.open('demo-valid', 'SESSION_SUMMARY');
    expect(api.calls).toEqual(['get-subscription demo-valid SESSION_SUMMARY']);
  });

  it("unsubscribes the variant's mail type, then subscribes again", async () => {
    const { vm, api } = setUp();
    vm.open('demo-valid', 'WEEKLY_REPORT');
    await settle();
    const saving = vm.unsubscribe();
    expect(vm.saving).toBe(true);
    await expect(saving).resolves.toBe(true);
    expect(vm.subscribed).toBe(false);
    expect(vm.changed).toBe(true);
    await expect(vm.subscribe()).resolves.toBe(true);
    expect(vm.subscribed).toBe(true);
    expect(api.calls).toEqual([
      'get-subscription demo-valid WEEKLY_REPORT',
      'update-subscription demo-valid WEEKLY_REPORT false',
      'update-subscription demo-valid WEEKLY_REPORT true',
    ]);
  });

  it('a link already unsubscribed from its mail opens on "You are unsubscribed"', async () => {
    const { vm, api } = setUp();
    api.subscription = { email: 'player@example.com', type: 'SESSION_SUMMARY', subscribed: false };
    vm.open('tok', 'SESSION_SUMMARY');
    await settle();
    expect(vm.subscribed).toBe(false);
  });

  it('an answer about another mail type says nothing of this one: the page asks', async () => {
    const { vm, api } = setUp();
    api.subscription = { email: 'player@example.com', type: 'SESSION_SUMMARY', subscribed: false };
    vm.open('tok', 'WEEKLY_REPORT');
    await settle();
    expect(vm.subscribed).toBe(true);
  });

  it.each([
    [LINK_INVALID, 'invalid'],
    [LINK_EXPIRED, 'expired'],
    [LINK_REDEEMED, 'redeemed'],
    [NETWORK_DOWN, 'failed'],
  ] as const)('a link answered %s is %s', async (error, status) => {
    const { vm, api } = setUp();
    api.subscriptionFailure = () => Promise.reject(error);
    vm.open('tok', 'SESSION_SUMMARY');
    await settle();
    expect(vm.status).toBe(status);
  });

  it('retries the read after a transport failure', async () => {
    const { vm, api } = setUp();
    api.subscriptionFailure = () => Promise.reject(NETWORK_DOWN);
    vm.open('tok', 'SESSION_SUMMARY');
    await settle();
    api.subscriptionFailure = null;
    vm.retry();
    await settle();
    expect(vm.status).toBe('ready');
  });

  it('a failed change says so and keeps the page; the button tries again', async () => {
    const { vm, api } = setUp();
    vm.open('tok', 'SESSION_SUMMARY');
    await settle();
    api.updateFailure = () => Promise.reject(NETWORK_DOWN);
    await expect(vm.unsubscribe()).resolves.toBe(false);
    expect(vm.saveFailed).toBe(true);
    expect(vm.subscribed).toBe(true);
    expect(vm.status).toBe('ready');
    api.updateFailure = null;
    await expect(vm.unsubscribe()).resolves.toBe(true);
    expect(vm.saveFailed).toBe(false);
    expect(vm.subscribed).toBe(false);
  });

  it('a link refused at the change shows its state', async () => {
    const { vm, api } = setUp();
    vm.open('tok', 'SESSION_SUMMARY');
    await settle();
    api.updateFailure = () => Promise.reject(LINK_EXPIRED);
    await vm.unsubscribe();
    expect(vm.status).toBe('expired');
  });

  it('changes nothing before the link is read', async () => {
    const { vm, api } = setUp();
    await expect(vm.unsubscribe()).resolves.toBe(false);
    expect(api.calls).toEqual([]);
  });

  it('another variant of the same link reads it again', async () => {
    const { vm, api } = setUp();
    vm.open('tok', 'SESSION_SUMMARY');
    await settle();
    vm.open('tok', 'WEEKLY_REPORT');
    await settle();
    expect(vm.type).toBe('WEEKLY_REPORT');
    expect(api.calls).toEqual(['get-subscription tok SESSION_SUMMARY', 'get-subscription tok WEEKLY_REPORT']);
  });

  it('the answer for the variant opened before, landing last, changes nothing', async () => {
    const { vm, api } = setUp();
    const late = heldAnswer<TokenSubscription>();
    const answer = api.getSubscription.bind(api);
    api.getSubscription = (token, type) => (type === 'SESSION_SUMMARY' ? late.promise : answer(token, type));
    api.subscription = { email: 'player@example.com', type: 'WEEKLY_REPORT', subscribed: false };
    vm.open('tok', 'SESSION_SUMMARY');
    vm.open('tok', 'WEEKLY_REPORT');
    await settle();
    late.resolve({ email: 'player@example.com', type: 'SESSION_SUMMARY', subscribed: true });
    await settle();
    expect(vm.type).toBe('WEEKLY_REPORT');
    expect(vm.subscribed).toBe(false);
  });
});
