import { useEffect } from 'react';
import { useLingui } from '@lingui/react';
import { LOCALES, type Locale } from '../../../domain/account/user';
import { loadSessionDetailCatalog } from './session-detail-messages';

function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/**
 * Merges this feature's catalog into the active locale. The shell activates a locale with its
 * own catalogs (replacing the messages), so this runs again on every locale change.
 */
export function useSessionDetailCatalog(): void {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  useEffect(() => {
    if (!isLocale(locale)) return;
    let current = true;
    void loadSessionDetailCatalog(locale).then((messages) => {
      if (current && i18n.locale === locale) i18n.load(locale, messages);
    });
    return () => {
      current = false;
    };
  }, [i18n, locale]);
}
