import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { isProcessedIndividual, listSessions, pickSession } from '../support/demo-sessions';
import { chooseLanguage, login, mockControl, openInApp } from '../support/pulseboard';
import { ALSO_IN_FRENCH, oneSizePerLanguage } from '../support/one-size-per-language';

/** The profile's units and their effect on the session detail: distances in miles once imperial is chosen. */
const TEXT = {
  en: {
    miles: 'Miles',
    meters: 'Meters',
    save: 'Save units',
    saved: 'Units saved.',
    aboutDistance: 'About Distance',
    failed: 'Your units could not be saved. Your choice is kept; please try again.',
    imperial: 'ft / lb',
    heightCm: 'Height (cm)',
    weightKg: 'Weight (kg)',
    feet: 'Feet',
    inches: 'Inches',
    weightLb: 'Weight (lb)',
    suffixes: ['ft', 'in'],
    inchesShown: '11.3',
    poundsShown: '167.6',
  },
  fr: {
    miles: 'Miles',
    meters: 'Mètres',
    save: 'Enregistrer les unités',
    saved: 'Unités enregistrées.',
    aboutDistance: 'À propos : Distance',
    failed: 'Vos unités n’ont pas pu être enregistrées. Votre choix est conservé ; veuillez réessayer.',
    imperial: 'pi / lb',
    heightCm: 'Taille (cm)',
    weightKg: 'Poids (kg)',
    feet: 'Pieds',
    inches: 'Pouces',
    weightLb: 'Poids (lb)',
    suffixes: ['pi', 'po'],
    inchesShown: '11,3',
    poundsShown: '167,6',
  },
} as const;
type Lang = keyof typeof TEXT;

async function start(page: Page, lang: Lang): Promise<string> {
  await login(page, 'player@example.com');
  if (lang === 'fr') await chooseLanguage(page, 'fr');
  return pickSession(await listSessions(page), isProcessedIndividual).activityId;
}

/**
 * The summary's distance figure, e.g. "5.23 km", "850 m" or "3.25 mi" (French: "5,23 km", "850 m", "3,25 mi"):
 * the figure whose term has the distance's info button.
 */
function distanceFigure(page: Page, lang: Lang) {
  return page
    .locator('.session-figure')
    .filter({ has: page.getByRole('button', { name: TEXT[lang].aboutDistance, exact: true }) })
    .locator('.session-figure__value');
}

const digits = (text: string): number =>
  Number(
    text
      .replace(/[^\d,.]/g, '')
      .replace(/[,.](?=\d{3}\b)/g, '')
      .replace(',', '.'),
  );

for (const lang of ['en', 'fr'] as const) {
  const text = TEXT[lang];
  test.describe(`profile units (${lang})`, oneSizePerLanguage(lang), () => {
    test('switch distance to imperial and see miles with two decimals', async ({ page }) => {
      const activityId = await start(page, lang);
      await openInApp(page, `/calendar/activity/${activityId}`);
      await expect(page.locator('.session-detail')).toBeVisible(); // the session's page, not the one before it
      // docs/product-rules.md#units: kilometres from 1 km, two decimals under 10 km and one from there.
      await expect(distanceFigure(page, lang)).toHaveText(
        lang === 'en' ? /^(\d+ m|\d\.\d{2} km|\d{2,}\.\d km)$/ : /^(\d+\u202fm|\d,\d{2}\u202fkm|\d{2,},\d\u202fkm)$/,
      );
      const shown = (await distanceFigure(page, lang).textContent()) ?? '';
      const meters = digits(shown) * (shown.endsWith('km') ? 1000 : 1);

      await openInApp(page, '/profile');
      await expect(page.getByRole('radio', { name: text.meters })).toBeChecked();
      await page.getByRole('radio', { name: text.miles }).check();
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.saved)).toBeVisible();
      await expect(page.getByRole('button', { name: text.save })).toBeDisabled();

      await openInApp(page, `/calendar/activity/${activityId}`);
      await expect(page.locator('.session-detail')).toBeVisible(); // the session's page, not the one before it
      await expect(distanceFigure(page, lang)).toHaveText(
        lang === 'en' ? /^\d+\.\d{2} mi$/ : /^\d+,\d{2}[\s\u202f]mi$/,
      );
      const miles = digits((await distanceFigure(page, lang).textContent()) ?? '');
      // docs/product-rules.md#units: meters / 1609.34, two decimals (the metric figure is itself rounded, to 50 m at most).
      expect(Math.abs(miles - meters / 1609.34)).toBeLessThanOrEqual(0.005 + 50 / 1609.34);

      await page.reload();
      await expect(distanceFigure(page, lang)).toHaveText(/[\s\u202f]mi$/);
    });

    test(
      'ft/lb apply once saved, without a reload, in the reader’s number format with the hint’s suffixes',
      ALSO_IN_FRENCH,
      async ({ page }) => {
        await start(page, lang);
        await openInApp(page, '/profile');
        // The demo player: 181 cm and 76 kg, that is 5 ft 11.3 in and 167.6 lb (docs/product-rules.md#units).
        await expect(page.getByRole('textbox', { name: text.heightCm, exact: true })).toHaveValue('181');
        await expect(page.getByRole('textbox', { name: text.weightKg, exact: true })).toHaveValue('76');
        await page.getByRole('radio', { name: text.imperial }).check();
        await page.getByRole('button', { name: text.save }).click();
        await expect(page.getByText(text.saved)).toBeVisible();

        await expect(page.getByRole('textbox', { name: text.heightCm, exact: true })).toHaveCount(0);
        await expect(page.getByRole('textbox', { name: text.feet, exact: true })).toHaveValue('5');
        await expect(page.getByRole('textbox', { name: text.inches, exact: true })).toHaveValue(text.inchesShown);
        await expect(page.getByRole('textbox', { name: text.weightLb, exact: true })).toHaveValue(text.poundsShown);
        await expect(page.locator('.profile-height__part .field-group__suffix')).toHaveText([...text.suffixes]);
      },
    );

    test('a failed save keeps the chosen unit and says so; saving again works', async ({ page }) => {
      await start(page, lang);
      await openInApp(page, '/profile');
      await mockControl(page, 'faults', { path: '/unit-preference', method: 'PUT', status: 503 });
      await page.getByRole('radio', { name: text.miles }).check();
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByRole('alert').filter({ hasText: text.failed })).toBeVisible();
      await expect(page.getByRole('radio', { name: text.miles })).toBeChecked();
      const axe = await new AxeBuilder({ page }).include('.profile').analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByText(text.saved)).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: text.failed })).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('radio', { name: text.miles })).toBeChecked();
    });
  });
}
