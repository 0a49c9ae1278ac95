import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LocaleStore } from '../../../application/shell/locale.store';
import { LOCALES, type Locale } from '../../../domain/account/user';
import { PulseboardLogo } from './pulseboard-logo';

/** The company's public site, linked from the navbar. */
const COMPANY_SITE_URL = 'https://pulseboard.example.com/';

/** Each language is named in itself, so a reader can always find their own. */
const LOCALE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français' };

interface OuterLayoutProps {
  readonly localeStore: LocaleStore;
  readonly currentYear: number;
  readonly children: ReactNode;
}

/** The outer layout (docs/product-rules.md#outer-layout): navbar with logo, language picker and company link; footer with the year. */
export const OuterLayout = observer(function OuterLayout({ localeStore, currentYear, children }: OuterLayoutProps) {
  const { t } = useLingui();
  return (
    <div className="ig-shell">
      <header className="ig-navbar">
        <a className="ig-brand" href="/" aria-label={t`Pulseboard integration home`}>
          <PulseboardLogo />
          <span className="ig-brand-name">Pulseboard</span>
        </a>
        <nav className="ig-nav" aria-label={t`Site`}>
          <label className="ig-language">
            <span className="ig-visually-hidden">
              <Trans>Language</Trans>
            </span>
            <select
              value={localeStore.locale}
              onChange={(event) => localeStore.setLocale(event.target.value as Locale)}
            >
              {LOCALES.map((locale) => (
                <option key={locale} value={locale} lang={locale}>
                  {LOCALE_NAMES[locale]}
                </option>
              ))}
            </select>
          </label>
          <a className="ig-company-link" href={COMPANY_SITE_URL} target="_blank" rel="noopener noreferrer">
            <Trans>Company site</Trans>
            <span className="ig-visually-hidden">
              {' '}
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
        </nav>
      </header>
      <main className="ig-main" id="main">
        {children}
      </main>
      <footer className="ig-footer">
        <Trans>© {currentYear} Pulseboard. All rights reserved.</Trans>
      </footer>
    </div>
  );
});
