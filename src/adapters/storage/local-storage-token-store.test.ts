import { describe, expect, it, vi } from 'vitest';
import { REFRESH_TOKEN_KEY, TOKEN_KEY } from '../../application/ports/token-store.port';
import { LocalStorageKeyValueStore } from './local-storage-key-value-store';
import { LocalStorageTokenStore } from './local-storage-token-store';
import { MemoryKeyValueStore } from './memory-key-value-store';

describe('LocalStorageTokenStore', () => {
  it('keeps the tokens under token_id and refresh_token and clears both', () => {
    const kv = new MemoryKeyValueStore();
    const tokens = new LocalStorageTokenStore(kv);
    tokens.save({ accessToken: 'acc', refreshToken: 'ref' });
    expect(kv.snapshot()).toEqual({ [TOKEN_KEY]: 'acc', [REFRESH_TOKEN_KEY]: 'ref' });
    expect([tokens.getAccessToken(), tokens.getRefreshToken()]).toEqual(['acc', 'ref']);
    tokens.clear();
    expect(kv.snapshot()).toEqual({});
    expect([tokens.getAccessToken(), tokens.getRefreshToken()]).toEqual([null, null]);
  });

  it('reads a blank stored value as no token', () => {
    const tokens = new LocalStorageTokenStore(new MemoryKeyValueStore({ [TOKEN_KEY]: '  ', [REFRESH_TOKEN_KEY]: '' }));
    expect([tokens.getAccessToken(), tokens.getRefreshToken()]).toEqual([null, null]);
  });

  it('reads nothing and never throws over a storage that throws', () => {
    const broken = { getItem: () => { throw new Error('x'); }, setItem: () => { throw new Error('x'); }, removeItem: () => { throw new Error('x'); } };
    const tokens = new LocalStorageTokenStore(new LocalStorageKeyValueStore(broken));
    expect(() => tokens.save({ accessToken: 'a', refreshToken: 'r' })).not.toThrow();
    expect(() => tokens.clear()).not.toThrow();
    expect(tokens.getAccessToken()).toBeNull();
  });

  it('tells listeners about external changes of the token keys only', () => {
    const kv = new MemoryKeyValueStore();
    const listener = vi.fn();
    new LocalStorageTokenStore(kv).onExternalChange(listener);
    kv.simulateExternalChange('calendar_filter', '{}');
    kv.simulateExternalChange(TOKEN_KEY, 'other');
    kv.simulateExternalChange(REFRESH_TOKEN_KEY);
    kv.simulateExternalChange(null);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
