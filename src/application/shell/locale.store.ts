import { makeAutoObservable } from 'mobx';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../domain/account/user';
import type { KeyValueStore } from '../ports/key-value-store.port';
import { LOCALE_KEY } from '../ports/account-store.port';

export function parseLocale(raw: string | null | undefined): Locale | null {
  return (LOCALES as readonly (string | null | undefined)[]).includes(raw) ? (raw as Locale) : null;
}

/**
 * The interface language: the stored choice, else the browser's language when we have it,
 * else English (docs/product-rules.md#product-and-users: en and fr, default en). The picker persists the choice.
 */
export class LocaleStore {
  locale: Locale;

  constructor(
    private readonly store: KeyValueStore,
    browserLanguages: readonly string[] = [],
  ) {
    const fromBrowser = browserLanguages.map((l) => parseLocale(l.slice(0, 2).toLowerCase())).find((l) => l !== null);
    this.locale = parseLocale(store.get(LOCALE_KEY)) ?? fromBrowser ?? DEFAULT_LOCALE;
    makeAutoObservable<LocaleStore, 'store'>(this, { store: false });
  }

  setLocale(locale: Locale): void {
    this.locale = locale;
    this.store.set(LOCALE_KEY, locale);
  }
}
