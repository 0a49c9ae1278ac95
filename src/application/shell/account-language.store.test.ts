import { describe, expect, it } from 'vitest';
import { heldAnswer } from '../../../tests/support/held-answer';
import { signedInSession } from '../../../tests/support/signed-in-session';
import { MemoryKeyValueStore } from '../../adapters/storage/memory-key-value-store';
import { sampleUser } from '../../domain/account/sample-user.test-support';
import type { Locale } from '../../domain/account/user';
import { ApiError } from '../../domain/errors/api-error';
import { LOCALE_KEY, USER_KEY } from '../ports/account-store.port';
import { AccountLanguageStore } from './account-language.store';
import { LocaleStore } from './locale.store';

/** The picker's store over a signed-in session (account language `en`) and an API whose answers the test holds. */
async function setUp() {
  const { session, kv } = await signedInSession(sampleUser({ accountId: 'acc-1', language: 'en' }));
  const locale = new LocaleStore(kv);
  const calls: { accountId: string; language: Locale; answer: ReturnType<typeof heldAnswer<void>> }[] = [];
  const api = {
    updateLanguage: (accountId: string, language: Locale) => {
      const answer = heldAnswer<void>();
      calls.push({ accountId, language, answer });
      return answer.promise;
    },
  };
  const store = new AccountLanguageStore(session, locale, api);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { store, session, locale, kv, calls, settle };
}

describe('AccountLanguageStore (the top bar picker, signed in)', () => {
  it('switches the interface at once and saves the choice to the account, which the stored user then carries', async () => {
    const { store, session, locale, kv, calls, settle } = await setUp();
    store.choose('fr');
    expect(locale.locale).toBe('fr');
    expect(kv.get(LOCALE_KEY)).toBe('fr');
    expect(calls.map(({ accountId, language }) => [accountId, language])).toEqual([['acc-1', 'fr']]);
    calls[0]?.answer.resolve();
    await settle();
    expect(session.user?.language).toBe('fr');
    expect(kv.get(USER_KEY)).toContain('"language":"fr"');
  });

  it("saves nothing when the choice is already the account's language", async () => {
    const { store, calls } = await setUp();
    store.choose('en');
    expect(calls).toEqual([]);
  });

  it('ignores a failed save: the interface keeps the choice, the account keeps its language, nothing is raised', async () => {
    const { store, session, locale, calls, settle } = await setUp();
    store.choose('fr');
    calls[0]?.answer.reject(new ApiError('BP_500', 'down', 500));
    await settle();
    expect(locale.locale).toBe('fr');
    expect(session.user?.language).toBe('en');
    store.choose('fr');
    expect(calls).toHaveLength(2);
  });

  it('a choice back while a save is on its way saves again, and the account ends with the last choice', async () => {
    const { store, session, calls, settle } = await setUp();
    store.choose('fr');
    store.choose('en');
    expect(calls.map((c) => c.language)).toEqual(['fr', 'en']);
    calls[1]?.answer.resolve();
    calls[0]?.answer.resolve();
    await settle();
    expect(session.user?.language).toBe('en');
  });

  it('a save that lands after a logout changes nobody', async () => {
    const { store, session, kv, calls, settle } = await setUp();
    store.choose('fr');
    session.logout();
    calls[0]?.answer.resolve();
    await settle();
    expect(session.user).toBeNull();
    expect(kv.get(USER_KEY)).toBeNull();
  });

  it('signed out, the choice is only kept in the browser', async () => {
    const { store, session, locale, calls } = await setUp();
    session.logout();
    store.choose('fr');
    expect(locale.locale).toBe('fr');
    expect(calls).toEqual([]);
    expect(new LocaleStore(new MemoryKeyValueStore({ [LOCALE_KEY]: 'fr' })).locale).toBe('fr');
  });
});
