import { describe, expect, it } from 'vitest';
import { LinkPageViewModel } from './link-page.view-model';
import { linkExpired, linkInvalid, linkRedeemed, networkDown } from './sign-up-fakes.test-support';

const invite = {
  email: 'player@example.com',
  firstName: 'Alex',
  teamName: 'Riverside Academy',
  organization: 'Riverside',
};

describe('LinkPageViewModel: a page that asks first (child confirmation, organisation invitation)', () => {
  it('loads what the link is about, then acts on the button', async () => {
    const acted: string[] = [];
    const vm = new LinkPageViewModel({
      read: () => Promise.resolve(invite),
      act: (token) => (acted.push(token), Promise.resolve(invite)),
    });
    const loading = vm.load('demo-valid');
    expect(vm.phase).toBe('loading');
    await loading;
    expect(vm.phase).toBe('ready');
    expect(vm.details).toEqual(invite);
    const acting = vm.act();
    expect(vm.acting).toBe(true);
    expect(await acting).toBe(true);
    expect(vm.phase).toBe('done');
    expect(acted).toEqual(['demo-valid']);
    expect(await vm.act()).toBe(false);
  });

  it.each([
    ['invalid', linkInvalid],
    ['expired', linkExpired],
    ['redeemed', linkRedeemed],
  ] as const)('shows the %s state when reading', async (state, error) => {
    const vm = new LinkPageViewModel({ read: () => Promise.reject(error()), act: () => Promise.resolve(invite) });
    await vm.load('t');
    expect(vm.phase).toBe(state);
  });

  it('a failed action keeps the page with an alert and the button; a link problem on acting shows that state', async () => {
    let answer: () => Promise<typeof invite> = () => Promise.reject(networkDown());
    const vm = new LinkPageViewModel({ read: () => Promise.resolve(invite), act: () => answer() });
    await vm.load('demo-valid');
    expect(await vm.act()).toBe(false);
    expect(vm.phase).toBe('ready');
    expect(vm.actFailed).toBe(true);
    answer = () => Promise.reject(linkRedeemed());
    await vm.act();
    expect(vm.phase).toBe('redeemed');
  });

  it('retries a failed load; a retry in any other phase does nothing', async () => {
    let reads = 0;
    const vm = new LinkPageViewModel({
      read: () => (++reads === 1 ? Promise.reject(networkDown()) : Promise.resolve(invite)),
      act: () => Promise.resolve(invite),
    });
    await vm.load('demo-valid');
    expect(vm.phase).toBe('load-failed');
    await vm.retry();
    expect(vm.phase).toBe('ready');
    await vm.retry();
    await vm.load('demo-valid');
    expect(reads).toBe(2);
  });

  it('a newer token wins over a slower earlier answer', async () => {
    let release: (value: typeof invite) => void = () => undefined;
    const slow = new Promise<typeof invite>((resolve) => (release = resolve));
    const vm = new LinkPageViewModel({
      read: (token) => (token === 'a' ? slow : Promise.resolve({ ...invite, teamName: 'B' })),
    });
    const first = vm.load('a');
    await vm.load('b');
    release(invite);
    await first;
    expect(vm.details?.teamName).toBe('B');
  });
});

describe('LinkPageViewModel: a page that acts on open (email confirmation)', () => {
  it('is done as soon as the link is read', async () => {
    const vm = new LinkPageViewModel({ read: () => Promise.resolve('new@example.com') });
    await vm.load('demo-valid');
    expect(vm.phase).toBe('done');
    expect(vm.details).toBe('new@example.com');
    expect(await vm.act()).toBe(false);
  });
});
