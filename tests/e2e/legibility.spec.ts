import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { chooseLanguage, login, openInApp, openSidebar } from '../support/pulseboard';
import { ALSO_IN_FRENCH, oneSizePerLanguage } from '../support/one-size-per-language';
import { sharePageInBlock } from '../support/shared-page';

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

/** Opens the dashboard in the app and waits for its heading. */
async function openDashboard(page: Page, lang: Lang): Promise<void> {
  await openInApp(page, '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].dashboard })).toBeVisible();
}

/** The top bar's player picker (a parent's) and the child it shows. */
const topbarPicker = (page: Page, lang: Lang) =>
  page.locator('header.topbar').getByRole('combobox', { name: TEXT[lang].player, exact: true });

for (const lang of ['en', 'fr'] as const) {
  test.describe(`whose data (${lang})`, () => {
    test('at 1440 px a parent sees the child in the top bar with the menu closed, and it follows a switch @desktop-size', async ({
      page,
    }) => {
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

    test('a parent on a phone: the drawer closes after a pick @phone-size', async ({ page }) => {
      const t = TEXT[lang];
      await signIn(page, 'parent@example.com', lang);
      // On a phone the top bar names the child by first name, whole, beside the menu and the language.
      const picker = topbarPicker(page, lang);
      await expect(picker).toBeInViewport({ ratio: 1 });
      await expect(picker.locator('option:checked')).toHaveText('Emma');
      expect(await picker.evaluate((select: HTMLSelectElement) => select.scrollWidth <= select.clientWidth)).toBe(true);
      await openSidebar(page);
      await page.getByLabel(t.actingFor).selectOption({ label: 'Noah Martin' });
      await expect(page.locator('#sidebar')).toBeHidden();
      await expect(picker.locator('option:checked')).toHaveText('Noah');
    });
  });
}

/** The red-zone card, its chart (a group of links, one per day) and the chart's tooltip. */
const redZoneCard = (page: Page, lang: Lang) => page.getByRole('region', { name: TEXT[lang].redZone });
const chartOf = (page: Page, lang: Lang) => redZoneCard(page, lang).getByRole('group');
const tooltipOf = (page: Page, lang: Lang) => redZoneCard(page, lang).locator('.dashboard-chart__tooltip');

/** A metric distance of 1 km or more, as the reader's language writes it: "6.08 km", "13.2 km" / "6,08 km", "13,2 km". */
const KILOMETRES = { en: /^\d+\.\d{1,2} km$/, fr: /^\d+,\d{1,2}\u202fkm$/ } as const;

for (const lang of ['en', 'fr'] as const) {
  test.describe(`signed in as Alex (${lang})`, () => {
    // The tests of Alex's pages read and change nothing a later test reads: one signed-in page for them.
    const shared = sharePageInBlock((page) => signIn(page, 'player@example.com', lang));

    test('on a phone the top bar names the player beside the menu and the language @phone-size', async () => {
      const { page } = shared;
      await openDashboard(page, lang);
      const bar = page.locator('header.topbar');
      await expect(bar.locator('.topbar-player__name')).toHaveText('Alex Martin');
      await expect(bar.locator('.topbar-player__name')).toBeInViewport({ ratio: 1 });
      const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
      expect(scrollWidth).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
    });

    test.describe(`dashboard charts (${lang})`, oneSizePerLanguage(lang), () => {
      test(
        "a point's tooltip opens by keyboard and by pointer, with the date, the value and the session; the latest session is marked",
        ALSO_IN_FRENCH,
        async () => {
          const { page } = shared;
          await openDashboard(page, lang);
          const points = chartOf(page, lang).getByRole('link');
          const newest = points.last();
          await expect(newest).toHaveAttribute('tabindex', '0');
          // The latest-session range marks its session: the newest point, labelled on the chart.
          await expect(redZoneCard(page, lang).locator('.dashboard-chart__point--latest')).toHaveCount(1);
          await expect(redZoneCard(page, lang).locator('.dashboard-chart__latest')).toHaveText(TEXT[lang].latest);
          // Dates under the plot, written the reader's way.
          const ticks = redZoneCard(page, lang).locator('.dashboard-chart__tick text');
          expect(await ticks.count()).toBeGreaterThanOrEqual(2);
          await expect(ticks.last()).toHaveText(lang === 'en' ? /^[A-Z][a-z]{2} \d{1,2}$/ : /^\d{1,2} \S+$/);

          // Keyboard: the focus opens the newest point's tooltip; the arrows move it; Escape closes it.
          await newest.focus();
          const tooltip = tooltipOf(page, lang);
          await expect(tooltip).toBeVisible();
          const newestName = (await newest.getAttribute('aria-label')) ?? '';
          const value = (await tooltip.locator('.dashboard-chart__tooltip-value').textContent()) ?? '';
          const session = (await tooltip.locator('.dashboard-chart__tooltip-session').textContent()) ?? '';
          expect(value).not.toBe('');
          expect(session).not.toBe('');
          expect(newestName).toContain(value);
          expect(newestName).toContain(session);
          const tooltipDate = tooltip.locator('.dashboard-chart__tooltip-date');
          await expect(tooltipDate).toHaveText(/\d{4}/);
          const newestDate = (await tooltipDate.textContent()) ?? '';
          await page.keyboard.press('ArrowLeft');
          await expect(points.nth((await points.count()) - 2)).toBeFocused();
          await expect(tooltipDate).not.toHaveText(newestDate);
          await page.keyboard.press('Escape');
          await expect(tooltip).toBeHidden();
          await page.keyboard.press('ArrowRight');
          await expect(tooltip).toBeVisible();
          const axe = await new AxeBuilder({ page }).include('.dashboard-cards').analyze();
          expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
          await newest.blur();
          await expect(tooltip).toBeHidden();

          // Pointer: hovering a point opens its tooltip; leaving the chart closes it.
          const third = points.nth((await points.count()) - 3);
          await third.hover();
          await expect(tooltip).toBeVisible();
          const thirdName = (await third.getAttribute('aria-label')) ?? '';
          expect(thirdName).toContain((await tooltip.locator('.dashboard-chart__tooltip-value').textContent()) ?? '');
          await page.getByRole('heading', { level: 1 }).hover();
          await expect(tooltip).toBeHidden();
        },
      );

      test(
        '"Last 30 days" charts the 30 days its figures count, on dates; a week with few sessions shows them on their days',
        ALSO_IN_FRENCH,
        async () => {
          const { page } = shared;
          const t = TEXT[lang];
          await openDashboard(page, lang);
          await page.getByRole('button', { name: t.month, exact: true }).click();
          await expect(page.getByRole('button', { name: t.month, exact: true })).toHaveAttribute(
            'aria-pressed',
            'true',
          );
          const card = redZoneCard(page, lang);
          await expect(chartOf(page, lang)).toBeVisible();
          // The dates under the chart are the days the headline counts ("Oct 26 – Nov 24, 2026: 12 sessions").
          // Read together: the card shows the range before the click until its new figures arrive.
          await expect
            .poll(async () => {
              const span = (await card.locator('.dashboard-card__span').textContent()) ?? '';
              const covered = (await page.locator('.dashboard-covered').textContent()) ?? '';
              return span !== '' && covered.includes(span);
            })
            .toBe(true);
          const pointCount = await chartOf(page, lang).getByRole('link').count();
          const sessions = Number(
            /(\d+)\D*$/.exec((await page.locator('.dashboard-covered').textContent()) ?? '')?.[1] ?? NaN,
          );
          expect(pointCount).toBeGreaterThan(0);
          expect(pointCount).toBeLessThanOrEqual(sessions);
          // Every session day of the 30 is on the chart, on a phone too.
          await card
            .getByRole('button', { name: lang === 'en' ? 'Show data table' : 'Afficher le tableau de données' })
            .click();
          await expect(card.getByRole('table').locator('tbody tr')).toHaveCount(pointCount);
          expect(await card.locator('.dashboard-chart__tick text').count()).toBeGreaterThanOrEqual(2);
        },
      );
    });

    test(`a tap on a dashboard point shows its tooltip, a second tap opens the session (${lang}) @phone-size`, async () => {
      const { page } = shared;
      await openDashboard(page, lang);
      const points = chartOf(page, lang).getByRole('link');
      const point = points.nth((await points.count()) - 2);
      const href = (await point.getAttribute('href')) ?? '';
      await point.tap();
      await expect(tooltipOf(page, lang)).toBeVisible();
      await expect(tooltipOf(page, lang).locator('.dashboard-chart__tooltip-value')).not.toBeEmpty();
      await expect(page).toHaveURL(/\/dashboard$/);
      await point.tap();
      await expect(page).toHaveURL(href);
    });

    test(`the history on a phone is cards with nothing past the screen's edge (${lang}) @phone-size`, async () => {
      const { page } = shared;
      await openInApp(page, '/session-history');
      await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].history })).toBeVisible();
      const cards = page.getByRole('list', { name: lang === 'en' ? 'Sessions' : 'Séances', exact: true });
      await expect(cards).toHaveAttribute('aria-busy', 'false');
      await expect(cards.getByRole('listitem')).toHaveCount(10);
      await expect(page.getByRole('table')).toBeHidden();
      const widths = await page.evaluate(() => ({
        scroll: document.scrollingElement?.scrollWidth ?? Infinity,
        inner: window.innerWidth,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
      // Distances of 1 km or more in km on the cards too.
      await expect(cards.locator('.sh-card__figure dd').filter({ hasText: /km$/ }).first()).toHaveText(
        KILOMETRES[lang],
      );
    });

    test.describe(`profile (${lang})`, oneSizePerLanguage(lang), () => {
      test("the positions read in the reader's language; the player's own is chosen", ALSO_IN_FRENCH, async () => {
        const { page } = shared;
        const t = TEXT[lang];
        await openInApp(page, '/profile');
        const position = page.getByLabel(t.position, { exact: true });
        await expect(position.locator('option:checked')).toHaveText(t.midfielder);
        await expect(position.locator('option', { hasText: t.goalkeeper })).toHaveCount(1);
        // What is saved stays the server's name.
        await expect(position).toHaveValue('Midfielder');
      });
    });

    test(`the profile uses two columns at 1440 px (${lang}) @desktop-size`, async () => {
      const { page } = shared;
      await openInApp(page, '/profile');
      await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].profile })).toBeVisible();
      await expect(page.locator('section.profile-section').first()).toBeVisible();
      const boxes = await page
        .locator('section.profile-section')
        .evaluateAll((all) => all.map((each) => each.getBoundingClientRect().left));
      expect(new Set(boxes.map(Math.round)).size).toBe(2);
      const widths = await page.evaluate(() => ({
        scroll: document.scrollingElement?.scrollWidth ?? Infinity,
        inner: window.innerWidth,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
      expect((await new AxeBuilder({ page }).include('.profile').analyze()).violations).toEqual([]);
    });

    test.describe(`units (${lang})`, oneSizePerLanguage(lang), () => {
      test('the dashboard writes distances of 1 km or more in km', ALSO_IN_FRENCH, async () => {
        const { page } = shared;
        await openDashboard(page, lang);
        const card = page.getByRole('region', { name: TEXT[lang].distance, exact: true });
        await expect(card.locator('.dashboard-card__value')).toHaveText(KILOMETRES[lang]);
        await page.getByRole('button', { name: TEXT[lang].month }).click();
        await expect(card.locator('.dashboard-card__value')).toHaveText(KILOMETRES[lang]);
      });
    });
  });
}
