import { describe, expect, it, vi } from 'vitest';
import { REFRESH_TOKEN_KEY, SIGN_IN_KEY, TOKEN_KEY } from '../../application/ports/token-store.port';
import { LocalStorageKeyValueStore } from './local-storage-key-value-store';
import { LocalStorageTokenStore } from './local-storage-token-store';
import { MemoryKeyValueStore } from './memory-key-value-store';

describe('LocalStorageTokenStore', () => {
  it("keeps the tokens under token_id and refresh_token, the sign-in's random name under token_sign_in, and clears them", () => {
    const kv = new MemoryKeyValueStore();
    const tokens = new LocalStorageTokenStore(kv);
    tokens.save({ accessToken: 'acc', refreshToken: 'ref' });
    expect(kv.snapshot()).toEqual({
      [TOKEN_KEY]: 'acc',
      [REFRESH_TOKEN_KEY]: 'ref',
      [SIGN_IN_KEY]: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown,
    });
    const first = kv.get(SIGN_IN_KEY);
    tokens.save({ accessToken: 'acc', refreshToken: 'ref' });
    expect(kv.get(SIGN_IN_KEY)).not.toBe(first);
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
    const tokens = new LocalStorageTokenStore(new LocalStorageKeyValueStore(broken));
    expect(() => tokens.save({ accessToken: 'a', refreshToken: 'r' })).not.toThrow();
    expect(() => tokens.clear()).not.toThrow();
    expect(tokens.getAccessToken()).toBeNull();
  });

  it('tells listeners about external changes of the token keys only, and whether they ended the identity', () => {
    const kv = new MemoryKeyValueStore();
    const listener = vi.fn();
    new LocalStorageTokenStore(kv).onExternalChange(listener);
    kv.simulateExternalChange('calendar_filter', '{}');
    kv.simulateExternalChange(TOKEN_KEY, 'other');
    kv.simulateExternalChange(REFRESH_TOKEN_KEY);
    kv.simulateExternalChange(TOKEN_KEY);
    kv.simulateExternalChange(null);
    expect(listener.mock.calls).toEqual([[false], [false], [true], [true]]);
  });

  it.each(['abc\ndef', 'abc\r\ndef', 'Bearer abc', 'abc def', 'tök', 'a=b', 'abc\u0000'])(
    'reads the stored value %j as no token',
    (raw) => {
      const tokens = new LocalStorageTokenStore(
        new MemoryKeyValueStore({ [TOKEN_KEY]: raw, [REFRESH_TOKEN_KEY]: raw }),
      );
      expect([tokens.getAccessToken(), tokens.getRefreshToken()]).toEqual([null, null]);
    },
  );

  it('reads JWTs, base64 with padding and the demo tokens as tokens', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U';
    for (const token of [jwt, 'YWJjZA==', 'at.4f9c2e1b0a', 'a-b_c~d+e/f']) {
      const tokens = new LocalStorageTokenStore(new MemoryKeyValueStore({ [TOKEN_KEY]: token }));
      expect(tokens.getAccessToken()).toBe(token);
    }
  });

  it('keeps a refresh answer only while the refresh token it replaced is still stored', () => {
    const kv = new MemoryKeyValueStore({ [TOKEN_KEY]: 'a-1', [REFRESH_TOKEN_KEY]: 'ra-1' });
    const tokens = new LocalStorageTokenStore(kv);
    expect(tokens.saveRefreshed('ra-1', { accessToken: 'a-2', refreshToken: 'ra-2' })).toBe(true);
    expect(kv.snapshot()).toEqual({ [TOKEN_KEY]: 'a-2', [REFRESH_TOKEN_KEY]: 'ra-2' });
    expect(tokens.saveRefreshed('ra-1', { accessToken: 'a-3', refreshToken: 'ra-3' })).toBe(false);
    tokens.save({ accessToken: 'b-1', refreshToken: 'rb-1' });
    expect(tokens.saveRefreshed('ra-2', { accessToken: 'a-3', refreshToken: 'ra-3' })).toBe(false);
    tokens.clear();
    expect(tokens.saveRefreshed('rb-1', { accessToken: 'b-2', refreshToken: 'rb-2' })).toBe(false);
    expect(kv.snapshot()).toEqual({});
  });

  it('ends the identity signal at logouts and sign-ins, here and in other tabs, never at refreshes', () => {
    const kv = new MemoryKeyValueStore({ [TOKEN_KEY]: 'a-1', [REFRESH_TOKEN_KEY]: 'ra-1' });
    const tokens = new LocalStorageTokenStore(kv);
    const signals = [tokens.identitySignal()];
    const endsNow = (change: () => void): boolean => {
      change();
      const current = tokens.identitySignal();
      const ended = signals.at(-1)?.aborted === true;
      if (ended) signals.push(current);
      return ended && !current.aborted;
    };
    expect(endsNow(() => tokens.saveRefreshed('ra-1', { accessToken: 'a-2', refreshToken: 'ra-2' }))).toBe(false);
    expect(
      endsNow(() =>
        kv.simulateExternalBurst([
          [TOKEN_KEY, 'a-3'],
          [REFRESH_TOKEN_KEY, 'ra-3'],
        ]),
      ),
    ).toBe(false);
    expect(endsNow(() => tokens.clear())).toBe(true);
    expect(endsNow(() => tokens.save({ accessToken: 'b-1', refreshToken: 'rb-1' }))).toBe(true);
    expect(
      endsNow(() =>
        kv.simulateExternalBurst([
          [TOKEN_KEY, null],
          [REFRESH_TOKEN_KEY, null],
          [TOKEN_KEY, 'c-1'],
          [REFRESH_TOKEN_KEY, 'rc-1'],
        ]),
      ),
    ).toBe(true);
    expect(endsNow(() => kv.simulateExternalChange(null))).toBe(true);
  });

  it('a sign-in replaces the stored identity: other tabs see the old tokens removed first', () => {
    const kv = new MemoryKeyValueStore({ [TOKEN_KEY]: 'a-1', [REFRESH_TOKEN_KEY]: 'ra-1' });
    const writes: string[] = [];
    const recording = {
      get: (key: string) => kv.get(key),
      set: (key: string, value: string) => {
        writes.push(`set ${key}`);
        kv.set(key, value);
      },
      remove: (key: string) => {
        writes.push(`remove ${key}`);
        kv.remove(key);
      },
      onExternalChange: (listener: (key: string | null, newValue: string | null) => void) =>
        kv.onExternalChange(listener),
    };
    new LocalStorageTokenStore(recording).save({ accessToken: 'b-1', refreshToken: 'rb-1' });
    expect(writes).toEqual([
      `remove ${TOKEN_KEY}`,
      `remove ${REFRESH_TOKEN_KEY}`,
      `remove ${SIGN_IN_KEY}`,
      `set ${SIGN_IN_KEY}`,
      `set ${TOKEN_KEY}`,
      `set ${REFRESH_TOKEN_KEY}`,
    ]);
  });

  it('ends the identity when it reads tokens of another sign-in, before any storage event says so (another tab signed out and in)', () => {
    const kv = new MemoryKeyValueStore();
    const thisTab = new LocalStorageTokenStore(kv);
    thisTab.save({ accessToken: 'a-1', refreshToken: 'ra-1' });
    const a = thisTab.identitySignal();
    // The other tab shares the storage; its writes raise no event here (not yet).
    const otherTab = new LocalStorageTokenStore(kv);
    otherTab.saveRefreshed('ra-1', { accessToken: 'a-2', refreshToken: 'ra-2' });
    expect(thisTab.getAccessToken()).toBe('a-2');
    expect(a.aborted).toBe(false);

    otherTab.clear();
    otherTab.save({ accessToken: 'b-1', refreshToken: 'rb-1' });
    expect(a.aborted).toBe(false);
    expect(thisTab.getAccessToken()).toBe('b-1');
    expect(a.aborted).toBe(true);
    const b = thisTab.identitySignal();
    expect(b.aborted).toBe(false);
    expect(thisTab.getRefreshToken()).toBe('rb-1');
    expect(b.aborted).toBe(false);
  });
});
