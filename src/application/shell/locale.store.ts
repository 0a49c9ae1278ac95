import { makeAutoObservable } from 'mobx';
import { initialLocale, type Locale } from '../../domain/account/user';
import type { KeyValueStore } from '../ports/key-value-store.port';
import { LOCALE_KEY } from '../ports/account-store.port';

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
    this.locale = initialLocale(store.get(LOCALE_KEY), browserLanguages);
    makeAutoObservable<LocaleStore, 'store'>(this, { store: false });
  }

  setLocale(locale: Locale): void {
    this.locale = locale;
    this.store.set(LOCALE_KEY, locale);
  }
}
