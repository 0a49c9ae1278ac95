import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { USER_KEY } from '../../application/ports/account-store.port';
import { sampleUser } from '../../domain/account/sample-user.test-support';
import { LocalStorageAccountStore } from './local-storage-account-store';
import { LocalStorageKeyValueStore } from './local-storage-key-value-store';
import { MemoryKeyValueStore } from './memory-key-value-store';

function storeWith(text: string) {
  return new LocalStorageAccountStore(new MemoryKeyValueStore({ [USER_KEY]: text }));
}

const validJson = JSON.stringify(sampleUser());

describe('LocalStorageAccountStore', () => {
  it('loads the user it saved, and nothing after clear', () => {
    const kv = new MemoryKeyValueStore();
    const store = new LocalStorageAccountStore(kv);
    expect(store.load()).toBeNull();
    store.save(sampleUser());
    expect(store.load()).toEqual(sampleUser());
    store.clear();
    expect(store.load()).toBeNull();
    expect(kv.get(USER_KEY)).toBeNull();
  });

  it.each([
    ['corrupt JSON', '{"accountId": "acc-1",'],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['an array', '[]'],
    ['an empty object', '{}'],
  ])('reads %s as no user', (_label, text) => {
    expect(storeWith(text).load()).toBeNull();
  });

  it.each([
    ['a numeric id', { accountId: 7 }],
    ['an unknown status', { playerAccountStatus: 'ADMIN' }],
    ['an unknown language', { language: 'de' }],
    ['a string flag', { activityPrivacy: 'false' }],
    ['a phone without number', { phone: { countryCode: '+33' } }],
    ['a phone that is a string', { phone: '+33 6 12' }],
    ['children that are not a list', { playerDetails: { playerId: 'c' } }],
    ['a child without id', { playerDetails: [{ firstName: 'E', lastName: 'M', photo: null }] }],
    ['an email entry that is a string', { additionalEmailAddresses: ['a@example.com'] }],
  ])('reads a user with %s as no user', (_label, patch) => {
    expect(storeWith(JSON.stringify({ ...sampleUser(), ...patch })).load()).toBeNull();
  });

  it('reads a user with a missing field as no user', () => {
    const { unitDistance: _dropped, ...partial } = sampleUser();
    expect(storeWith(JSON.stringify(partial)).load()).toBeNull();
  });

  it('rejects __proto__ and constructor keys at any depth without touching prototypes', () => {
    const top = `{"__proto__": {"polluted": true}, ${validJson.slice(1)}`;
    const nested = validJson.replace('"phone":{', '"phone":{"__proto__":{"polluted":true},');
    const ctor = `{"constructor": {"prototype": {"polluted": true}}, ${validJson.slice(1)}`;
    for (const text of [top, nested, ctor]) expect(storeWith(text).load()).toBeNull();
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('never throws over a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('x');
      },
      setItem: () => {
        throw new Error('x');
      },
      removeItem: () => {
        throw new Error('x');
      },
    };
    const store = new LocalStorageAccountStore(new LocalStorageKeyValueStore(broken));
    expect(() => store.save(sampleUser())).not.toThrow();
    expect(() => store.clear()).not.toThrow();
    expect(store.load()).toBeNull();
  });

  it('never throws on any stored text, and loads only complete users', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const loaded = storeWith(text).load();
        return loaded === null || typeof loaded.accountId === 'string';
      }),
    );
  });
});
