import { describe, expect, it } from 'vitest';
import { sampleUser } from '../../domain/account/sample-user.test-support';
import { LocalStorageAccountStore } from '../../adapters/storage/local-storage-account-store';
import { LocalStorageTokenStore } from '../../adapters/storage/local-storage-token-store';
import { MemoryKeyValueStore } from '../../adapters/storage/memory-key-value-store';
import type { User } from '../../domain/account/user';
import { AuthSession } from '../auth/auth-session.store';
import { USER_KEY } from '../ports/account-store.port';
import type { AccountApi, UnitPreference } from '../ports/account-api.port';
import type { Toast } from '../ports/notifier.port';
import { UnitPreferencesViewModel } from './unit-preferences.view-model';

/** Signs `user` in; `others` are accounts that may sign in later on the same device. */
async function setUp(user: User, update: AccountApi['updateUnitPreference'], others: readonly User[] = []) {
  const kv = new MemoryKeyValueStore();
  const session = new AuthSession(new LocalStorageTokenStore(kv), new LocalStorageAccountStore(kv), kv, {
    login: (email) => {
      const found = others.find((other) => other.email === email) ?? user;
      return Promise.resolve({ accessToken: 'at', refreshToken: 'rt', email: found.email, user: found });
    },
    logout: () => Promise.resolve(),
  });
  await session.login(user.email, 'demo-pass-1');
  const toasts: Toast[] = [];
  const api: AccountApi = {
    getAccount: () => Promise.reject(new Error('not used by the units')),
    resendActivation: () => Promise.reject(new Error('not used by the units')),
    updateUnitPreference: update,
    updateSystemWidePrivacy: () => Promise.reject(new Error('unused')),
  };
  const vm = new UnitPreferencesViewModel(session, api, { notify: (t) => toasts.push(t) });
  return { vm, session, kv, toasts };
}

describe('UnitPreferencesViewModel', () => {
  it('starts from the signed-in user and sends nothing while nothing changed', async () => {
    const calls: UnitPreference[] = [];
    const { vm } = await setUp(sampleUser({ unitDistance: 'METRIC', unitHeightWeight: 'IMPERIAL' }), (_id, p) => {
      calls.push(p);
      return Promise.resolve();
    });
    expect(vm.draft).toEqual({ unitDistance: 'METRIC', unitHeightWeight: 'IMPERIAL' });
    expect(vm.isDirty).toBe(false);
    expect(await vm.save()).toBe(false);
    expect(calls).toEqual([]);
  });

  it('saves miles for the player, then the user (and its stored copy) reads IMPERIAL', async () => {
    const calls: [string, UnitPreference][] = [];
    const { vm, session, kv, toasts } = await setUp(
      sampleUser({ playerId: 'pl-9', playerDetails: [], unitHeightWeight: 'METRIC' }),
      (id, p) => {
        calls.push([id, p]);
        return Promise.resolve();
      },
    );
    vm.setDistance('IMPERIAL');
    expect(vm.isDirty).toBe(true);
    expect(await vm.save()).toBe(true);
    expect(calls).toEqual([['pl-9', { unitDistance: 'IMPERIAL', unitHeightWeight: 'METRIC' }]]);
    expect(session.user?.unitDistance).toBe('IMPERIAL');
    expect((JSON.parse(kv.get(USER_KEY) ?? '{}') as User).unitDistance).toBe('IMPERIAL');
    expect(vm.isDirty).toBe(false);
    expect(toasts).toEqual([{ kind: 'success', code: 'UNITS_SAVED' }]);
  });

  it('names the account when the user has no player id', async () => {
    const ids: string[] = [];
    const { vm } = await setUp(
      sampleUser({ accountId: 'acc-7', playerId: '', playerDetails: [], unitHeightWeight: 'METRIC' }),
      (id) => {
        ids.push(id);
        return Promise.resolve();
      },
    );
    vm.setHeightWeight('IMPERIAL');
    await vm.save();
    expect(ids).toEqual(['acc-7']);
  });

  it('a failed save keeps the choice, leaves the user unchanged and says so until the next change', async () => {
    let fail = true;
    const { vm, session, toasts } = await setUp(sampleUser({ playerDetails: [], unitHeightWeight: 'METRIC' }), () =>
      fail ? Promise.reject(new Error('offline')) : Promise.resolve(),
    );
    vm.setDistance('IMPERIAL');
    expect(await vm.save()).toBe(false);
    expect(vm.draft.unitDistance).toBe('IMPERIAL');
    expect(vm.errorCode).toBe('UNITS_SAVE_FAILED');
    expect(session.user?.unitDistance).toBe('METRIC');
    expect(toasts).toEqual([]);
    vm.setHeightWeight('IMPERIAL');
    expect(vm.errorCode).toBeNull();
    fail = false;
    expect(await vm.save()).toBe(true);
    expect(session.user).toMatchObject({ unitDistance: 'IMPERIAL', unitHeightWeight: 'IMPERIAL' });
  });

  it('ignores a second save while the first is on its way', async () => {
    let release: () => void = () => undefined;
    let calls = 0;
    const { vm } = await setUp(sampleUser({ playerDetails: [] }), () => {
      calls += 1;
      return new Promise<void>((resolve) => (release = resolve));
    });
    vm.setDistance('IMPERIAL');
    const first = vm.save();
    expect(vm.saving).toBe(true);
    expect(await vm.save()).toBe(false);
    release();
    expect(await first).toBe(true);
    expect(calls).toBe(1);
  });

  it('a save that lands after another account signed in leaves their units alone, and toasts nothing to them', async () => {
    const sam = sampleUser({
      accountId: 'acc-sam',
      email: 'sam@example.com',
      playerDetails: [],
      unitDistance: 'METRIC',
    });
    let release: () => void = () => undefined;
    const { vm, session, toasts } = await setUp(
      sampleUser({ playerDetails: [], unitDistance: 'METRIC' }),
      () => new Promise<void>((resolve) => (release = resolve)),
      [sam],
    );
    vm.setDistance('IMPERIAL');
    const saving = vm.save();
    session.logout();
    await session.login(sam.email, 'demo-pass-1');
    release();
    expect(await saving).toBe(false);
    expect(session.user).toMatchObject({ accountId: 'acc-sam', unitDistance: 'METRIC' });
    expect(vm.saving).toBe(false);
    expect(toasts).toEqual([]);
  });
});
