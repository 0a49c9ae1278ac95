import type { Page, Response } from '@playwright/test';
import { expect, test } from '../support/test';
import { listSessions } from '../support/demo-sessions';
import { ALSO_IN_FRENCH, oneSizePerLanguage } from '../support/one-size-per-language';
import { chooseLanguage, fillLogin, login, mockControl, openInApp, openSidebar } from '../support/pulseboard';

/**
 * The tab titles, the focus after a navigation and the account's language
 * (docs/product-rules.md#routing-rules, #sidebar-layout, #auth).
 */
const TEXT = {
  en: {
    language: 'Language',
    logIn: 'Log in',
    logOut: 'Log out',
    menu: 'Main menu',
    calendar: 'Calendar',
    dashboard: 'Dashboard',
    fault: 'Something went wrong',
    titles: {
      '/dashboard': 'Dashboard',
      '/calendar': 'Calendar',
      '/session-history': 'Session History',
      '/leaderboard': 'Leaderboard',
      '/analyse': 'Analyse a file',
      '/playbook/troubleshooting': 'Troubleshooting',
      '/shop': 'Shop',
      '/profile': 'Profile',
      '/forgotten-password': 'Forgotten password',
      '/reset-password/demo-valid': 'Reset password',
      '/signup/demo-valid': 'Player sign-up',
      '/no-such-page': 'Dashboard',
    },
    integration: 'Get an access code',
  },
  fr: {
    language: 'Langue',
    logIn: 'Se connecter',
    logOut: 'Se déconnecter',
    menu: 'Menu principal',
    calendar: 'Calendrier',
    dashboard: 'Tableau de bord',
    fault: 'Une erreur s’est produite',
    titles: {
      '/dashboard': 'Tableau de bord',
      '/calendar': 'Calendrier',
      '/session-history': 'Historique des séances',
      '/leaderboard': 'Classement',
      '/analyse': 'Analyser un fichier',
      '/playbook/troubleshooting': 'Dépannage',
      '/shop': 'Boutique',
      '/profile': 'Profil',
      '/forgotten-password': 'Mot de passe oublié',
      '/reset-password/demo-valid': 'Réinitialiser le mot de passe',
      '/signup/demo-valid': 'Inscription du joueur',
      '/no-such-page': 'Tableau de bord',
    },
    integration: 'Obtenir un code d’accès',
  },
} as const;

const tabTitle = (name: string) => `${name} · Pulseboard`;
const isLanguageSave = (response: Response) =>
  response.request().method() === 'PUT' && /\/web\/account\/[^/]+\/language$/.test(response.url());
const integrationSite = `http://integration.localhost:${process.env.PULSEBOARD_E2E_PORT ?? 4173}/`;

/** Signs in from the login page, in whichever language it speaks. */
async function signIn(page: Page, email: string): Promise<void> {
  await page.getByLabel(/^(Email|E-mail)$/).fill(email);
  await page.getByLabel(/^(Password|Mot de passe)$/).fill('demo-pass-1');
  await page.getByRole('button', { name: /^(Log in|Se connecter)$/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function logOut(page: Page, lang: 'en' | 'fr'): Promise<void> {
  await openSidebar(page);
  await page.getByRole('button', { name: TEXT[lang].logOut }).click();
  await expect(page).toHaveURL(/\/login$/);
}

const LOADED_FROM_ADDRESS = new Set([
  '/forgotten-password',
  '/reset-password/demo-valid',
  '/signup/demo-valid',
  '/no-such-page',
]);

for (const lang of ['en', 'fr'] as const) {
  const t = TEXT[lang];

  test.describe(`titles and focus (${lang})`, oneSizePerLanguage(lang), () => {
    test('every page names the tab, in the interface language', ALSO_IN_FRENCH, async ({ page, context }) => {
      test.slow(); // a dozen page loads, a session, a fault and the integration site
      await page.goto('/login');
      if (lang === 'fr') await chooseLanguage(page, 'fr');
      await expect(page).toHaveTitle(tabTitle(t.logIn));
      await signIn(page, 'player@example.com');
      // The account speaks English; the top bar's picker gives the French of this run back.
      if (lang === 'fr') await chooseLanguage(page, 'fr');

      for (const [path, name] of Object.entries(t.titles)) {
        // The link pages and an unknown address are loaded from their address (the last one redirects); the others are reached in the app.
        if (LOADED_FROM_ADDRESS.has(path)) await page.goto(path);
        else await openInApp(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page, path).toHaveTitle(tabTitle(name));
      }

      const [session] = await listSessions(page);
      if (!session) throw new Error('the demo player has no session');
      await openInApp(page, `/calendar/activity/${session.activityId}`);
      await expect(page.locator('.session-detail')).toBeVisible(); // the session's page, not the one before it
      const heading = page.getByRole('heading', { level: 1 });
      // Until the session is in, the heading (and the tab) read "Session": wait for the session's own name.
      await expect(heading).toHaveText(/^(?!(Loading|Chargement)|(Session|Séance)$)\S/);
      await expect(page).toHaveTitle(tabTitle((await heading.textContent()) ?? ''));

      const leaderboardChunk = '**/assets/leaderboard-route-*.js';
      await context.route(leaderboardChunk, (route) => route.abort());
      await page.goto('/dashboard');
      await openSidebar(page);
      await page
        .getByRole('navigation', { name: t.menu })
        .getByRole('link', { name: t.titles['/leaderboard'] })
        .click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expect(page).toHaveTitle(tabTitle(t.fault));
      await context.unroute(leaderboardChunk);

      await page.goto(integrationSite);
      if (lang === 'fr') await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
      await expect(page.getByRole('heading', { level: 1, name: t.integration })).toBeVisible();
      await expect(page).toHaveTitle(tabTitle(t.integration));
    });

    test("after a sidebar navigation the focus is on the new page's h1; not on the first load", async ({ page }) => {
      await login(page, 'player@example.com');
      if (lang === 'fr') await chooseLanguage(page, 'fr');
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: t.dashboard })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused();

      await openSidebar(page);
      await page.getByRole('navigation', { name: t.menu }).getByRole('link', { name: t.calendar }).click();
      await expect(page).toHaveURL(/\/calendar$/);
      const heading = page.getByRole('heading', { level: 1, name: t.calendar });
      await expect(heading).toBeFocused();
      await expect(heading).toHaveAttribute('tabindex', '-1');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: t.dashboard })).toBeFocused();
    });
  });
}

test.describe('the account language', oneSizePerLanguage('en'), () => {
  test("Kim Lee's account is French: her login speaks French, whatever the login page spoke", async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await fillLogin(page, 'verified@example.com');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    await expect(page).toHaveTitle(tabTitle('Tableau de bord'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  });

  test('the top bar picker saves to the account when signed in; signed out, the browser keeps it', async ({ page }) => {
    await login(page, 'player@example.com');
    const saved = page.waitForResponse(isLanguageSave);
    await chooseLanguage(page, 'fr');
    expect((await saved).ok()).toBe(true);

    await logOut(page, 'fr');
    const notSaved: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/language')) notSaved.push(request.url());
    });
    await page.getByRole('combobox', { name: TEXT.fr.language }).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: TEXT.en.logIn })).toBeVisible();
    expect(notSaved).toEqual([]);

    // The account kept French: the next login speaks it.
    await fillLogin(page, 'player@example.com');
    await expect(page.getByRole('heading', { level: 1, name: TEXT.fr.dashboard })).toBeVisible();
  });

  test('a failed save is ignored: the interface keeps the choice, nothing is shown, the account keeps its language', async ({
    page,
  }) => {
    await login(page, 'player@example.com');
    await mockControl(page, 'faults', { path: '/language', method: 'PUT', status: 503 });
    const failed = page.waitForResponse(isLanguageSave);
    await chooseLanguage(page, 'fr');
    expect((await failed).status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1, name: TEXT.fr.dashboard })).toBeVisible();
    await expect(page.locator('.toast')).toHaveCount(0);

    await logOut(page, 'fr');
    await signIn(page, 'player@example.com');
    await expect(page.getByRole('heading', { level: 1, name: TEXT.en.dashboard })).toBeVisible();
  });
});

test.describe('toasts', oneSizePerLanguage('en'), () => {
  test('a toast stays while hovered and leaves 6 s after the pointer left; it is announced by the one live region', async ({
    page,
  }) => {
    await page.clock.install();
    await login(page, 'new@example.com');
    await page
      .getByRole('region', { name: 'Account activation' })
      .getByRole('button', { name: 'Resend Activation Email' })
      .click();
    const toast = page.locator('.toast', { hasText: 'Activation email sent. Check your inbox.' });
    await expect(toast).toBeVisible();
    await expect(page.locator('.toasts')).toHaveAttribute('aria-live', 'polite');
    await expect(toast).not.toHaveAttribute('role', /.+/);

    await toast.hover();
    await page.clock.runFor(30_000);
    await expect(toast).toBeVisible();
    await page.mouse.move(5, 600);
    await page.clock.runFor(5_000);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1_500);
    await expect(toast).toBeHidden();
  });
});
