import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { chooseLanguage, login, openSidebar } from '../support/pulseboard';
import { oneSizePerLanguage } from '../support/one-size-per-language';

/**
 * Pages read without help (docs/product-rules.md#sidebar-layout, #units, #dashboard-fields,
 * #session-history-fields): whose data a page shows, dated dashboard points with a tooltip,
 * distances in km, the history as cards on a phone, translated positions.
 */
const TEXT = {
  en: {
    dashboard: 'Dashboard',
    player: 'Player',
    actingFor: 'Acting for',
    history: 'Session History',
    profile: 'Profile',
    position: 'Position',
    midfielder: 'Midfielder',
    goalkeeper: 'Goalkeeper',
    month: 'Last 30 days',
    distance: 'Distance',
    redZone: 'Time above 80% HRmax',
    sortBy: 'Sort by',
    next: 'Next',
    latest: 'Latest session',
  },
  fr: {
    dashboard: 'Tableau de bord',
    player: 'Joueur',
    actingFor: 'Vous agissez pour',
    history: 'Historique des séances',
    profile: 'Profil',
    position: 'Poste',
    midfielder: 'Milieu de terrain',
    goalkeeper: 'Gardien de but',
    month: '30 derniers jours',
    distance: 'Distance',
    redZone: 'Temps au-dessus de 80 % FCmax',
    sortBy: 'Trier par',
    next: 'Suivante',
    latest: 'Dernière séance',
  },
} as const;

type Lang = keyof typeof TEXT;

async function signIn(page: Page, email: string, lang: Lang): Promise<void> {
  await login(page, email);
  if (lang === 'fr') await chooseLanguage(page, 'fr');
  await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].dashboard })).toBeVisible();
}

/** The top bar's player picker (a parent's) and the child it shows. */
const topbarPicker = (page: Page, lang: Lang) => page.locator('header.topbar').getByRole('combobox', { name: TEXT[lang].player, exact: true });

for (const lang of ['en', 'fr'] as const) {
  test.describe(`whose data (${lang})`, () => {
    test('at 1440 px a parent sees the child in the top bar with the menu closed, and it follows a switch @desktop-size', async ({ page }) => {
      const t = TEXT[lang];
      await signIn(page, 'parent@example.com', lang);
      await expect(page.locator('button.hamburger')).toHaveAttribute('aria-expanded', 'false');
      const picker = topbarPicker(page, lang);
      await expect(picker).toBeVisible();
      await expect(picker.locator('option:checked')).toHaveText('Emma Martin');
      await expect(page.locator('header.topbar img.avatar')).toBeVisible();

      const asked = page.waitForRequest((request) => /\/api\/web\/dashboard\/players\/pl-noah\b/.test(request.url()));
      await picker.selectOption({ label: 'Noah Martin' });
      await asked;
      await expect(picker.locator('option:checked')).toHaveText('Noah Martin');

      // The sidebar's picker switches too, and the drawer closes after the pick.
      await openSidebar(page);
      await page.getByLabel(t.actingFor).selectOption({ label: 'Emma Martin' });
      await expect(page.locator('button.hamburger')).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator('#sidebar')).toBeHidden();
      await expect(picker.locator('option:checked')).toHaveText('Emma Martin');
      expect((await new AxeBuilder({ page }).include('header.topbar').analyze()).violations).toEqual([]);
    });

    test('on a phone the top bar names the player beside the menu and the language @phone-size', async ({ page }) => {
      await signIn(page, 'player@example.com', lang);
      const bar = page.locator('header.topbar');
      await expect(bar.locator('.topbar-player__name')).toHaveText('Alex Martin');
      await expect(bar.locator('.topbar-player__name')).toBeInViewport({ ratio: 1 });
      const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
      expect(scrollWidth).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
    });

    test('a parent on a phone: the drawer closes after a pick @phone-size', async ({ page }) => {
      const t = TEXT[lang];
      await signIn(page, 'parent@example.com', lang);
      await expect(topbarPicker(page, lang)).toBeInViewport({ ratio: 1 });
      await openSidebar(page);
      await page.getByLabel(t.actingFor).selectOption({ label: 'Noah Martin' });
      await expect(page.locator('#sidebar')).toBeHidden();
      await expect(topbarPicker(page, lang).locator('option:checked')).toHaveText('Noah Martin');
    });
  });
}

/** A metric distance of 1 km or more, as the reader's language writes it: "6.08 km", "13.2 km" / "6,08 km", "13,2 km". */
const KILOMETRES = { en: /^\d+\.\d{1,2} km$/, fr: /^\d+,\d{1,2}\u202fkm$/ } as const;

for (const lang of ['en', 'fr'] as const) {
  test.describe(`units (${lang})`, oneSizePerLanguage(lang), () => {
    test('the dashboard writes distances of 1 km or more in km', async ({ page }) => {
      await signIn(page, 'player@example.com', lang);
      const card = page.getByRole('region', { name: TEXT[lang].distance, exact: true });
      await expect(card.locator('.dashboard-card__value')).toHaveText(KILOMETRES[lang]);
      await page.getByRole('button', { name: TEXT[lang].month }).click();
      await expect(card.locator('.dashboard-card__value')).toHaveText(KILOMETRES[lang]);
    });
  });
}
