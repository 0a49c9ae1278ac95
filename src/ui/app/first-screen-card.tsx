import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import type { Locale } from '../../domain/account/user';
import { LoginCard } from '../features/auth/login-card';
import { messages as english } from '../locales/en/app.po';
import { messages as french } from '../locales/fr/app.po';
import { LanguageSelect } from '../shell/language-select';
import { PublicFrame } from '../shell/public-frame';
import { LOGIN_SHELL_IDS } from './login-shell';

const ignore = () => undefined;

/**
 * index.html's login card (docs/architecture.md#the-first-paint): the app's own public frame, picker and login card,
 * empty, with ids the page's script and the hand-over (login-shell.ts) know, and a button that waits for the app.
 * The build renders it to HTML in each language (renderFirstScreenCard); it never runs in a browser.
 */
function FirstScreenCard() {
  return (
    // Hidden until the page's script has chosen to show it (src/start/first-screen-script.ts).
    <div id={LOGIN_SHELL_IDS.card} hidden>
      <PublicFrame picker={<LanguageSelect id={LOGIN_SHELL_IDS.language} locale="en" choose={ignore} />}>
        <LoginCard
          ids={LOGIN_SHELL_IDS}
          email=""
          password=""
          emailError={null}
          passwordError={null}
          failure={null}
          focusedField={null}
          sending={false}
          canSend={false}
          onEmail={ignore}
          onPassword={ignore}
          onSubmit={ignore}
        />
      </PublicFrame>
    </div>
  );
}

/** The compiled catalogs the card's words come from: the main app's own (docs/architecture.md#translations). */
const CATALOGS: Readonly<Record<Locale, Messages>> = { en: english, fr: french };

/**
 * index.html's login card as HTML, in one language's words. Loaded by the build through Vite's server-side module
 * loading (tools/build/first-screen-card.plugin.ts), so that the macros and the .po catalogs compile as in the app;
 * nothing of the app imports it.
 */
export function renderFirstScreenCard(locale: Locale): string {
  const i18n = setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <Router ssrPath="/login">
        <FirstScreenCard />
      </Router>
    </I18nProvider>,
  );
}
