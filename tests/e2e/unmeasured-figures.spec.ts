import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { chooseLanguage, login, openInApp } from '../support/pulseboard';
import { ALSO_IN_FRENCH, oneSizePerLanguage } from '../support/one-size-per-language';

/**
 * What a heart-rate belt alone does not measure (docs/product-rules.md#not-measured): a live recording
 * with the demo belt has no AP, distance, high-speed distance or sprints, and every page shows a dash
 * for them, "not measured" for a screen reader, never a zero. English at desktop size (the history's
 * table), French at phone size (its cards).
 */

const TITLE = 'Belt only tempo';

/** The texts, per locale (the live-recording, session-detail, session-share, session-history and dashboard catalogs). */
const TEXT = {
  en: {
    live: 'Record live',
    demoBelt: 'Demo belt',
    connected: 'Connected to Demo belt',
    start: 'Start',
    stop: 'Stop',
    name: 'Name this session',
    save: 'Save to my calendar',
    saved: 'Saved to your calendar',
    open: 'Open the session',
    share: 'Share',
    shareDialog: 'Share this session',
    createLink: 'Create link',
    publicLink: 'Public link',
    done: 'Done',
    history: 'Session History',
    table: 'Sessions table',
    ap: 'Activity points (AP)',
    distance: 'Distance',
    aboveRed: 'Time above 80% HRmax',
    workload: 'Workload',
    notMeasured: 'Not measured',
    noMovement: 'No speed or distance measured',
    segmentName: 'Segment name',
    startMinutes: 'Start minutes',
    startSeconds: 'Start seconds',
    endMinutes: 'End minutes',
    endSeconds: 'End seconds',
    createSegment: 'Create segment',
    segmentCreated: 'Segment created.',
    statistics: 'Statistics',
  },
  fr: {
    live: 'Enregistrer en direct',
    demoBelt: 'Ceinture de démo',
    connected: 'Connecté à Demo belt',
    start: 'Démarrer',
    stop: 'Arrêter',
    name: 'Nommez cette séance',
    save: 'Enregistrer dans mon calendrier',
    saved: 'Enregistré dans votre calendrier',
    open: 'Ouvrir la séance',
    share: 'Partager',
    shareDialog: 'Partager cette séance',
    createLink: 'Créer le lien',
    publicLink: 'Lien public',
    done: 'Terminé',
    history: 'Historique des séances',
    cards: 'Séances',
    ap: 'Points d’activité (PA)',
    distance: 'Distance',
    aboveRed: 'Temps au-dessus de 80\u00A0% FCmax',
    workload: 'Charge de travail',
    notMeasured: 'Non mesuré',
    noMovement: 'Ni vitesse ni distance mesurées',
    segmentName: 'Nom du segment',
    startMinutes: 'Minutes de début',
    startSeconds: 'Secondes de début',
    endMinutes: 'Minutes de fin',
    endSeconds: 'Secondes de fin',
    createSegment: 'Créer le segment',
    segmentCreated: 'Segment créé.',
    statistics: 'Statistiques',
  },
} as const;
type Lang = keyof typeof TEXT;

/** Two minutes with the demo belt, stopped, named and saved; ends on the saved session's page. */
async function recordWithTheDemoBelt(page: Page, lang: Lang): Promise<void> {
  const text = TEXT[lang];
  await page.clock.install();
  await login(page, 'player@example.com');
  if (lang === 'fr') await chooseLanguage(page, 'fr');
  await openInApp(page, '/live');
  await expect(page.getByRole('heading', { level: 1, name: text.live })).toBeVisible();
  await page.getByRole('button', { name: text.demoBelt }).click();
  await expect(page.getByText(text.connected)).toBeVisible();
  await page.getByRole('button', { name: text.start, exact: true }).click();
  await expect(page.locator('.live-recording')).toHaveAttribute('data-phase', 'recording');
  await page.clock.runFor(120_000);
  await page.getByRole('button', { name: text.stop, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: text.stop, exact: true }).click();
  await page.getByLabel(text.name).fill(TITLE);
  await page.getByRole('button', { name: text.save }).click();
  await expect(page.getByRole('heading', { name: text.saved })).toBeVisible();
  await page.getByRole('link', { name: text.open }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
}

/** A figure of the session summary (session page, shared link) by its name. */
function summaryFigure(page: Page, name: string): Locator {
  return page
    .locator('.session-figure')
    .filter({ has: page.locator('dt').getByText(name, { exact: true }) })
    .locator('dd');
}

/** A segment of the belt session, made on its page: its AP and distance are dashes, its heart rate a figure. */
async function expectDashesInASegment(page: Page, lang: Lang): Promise<void> {
  const text = TEXT[lang];
  const form = page.locator('form.session-segment-form');
  await form.getByLabel(text.segmentName).fill('Middle minute');
  await form.getByLabel(text.startMinutes).fill('0');
  await form.getByLabel(text.startSeconds).fill('30');
  await form.getByLabel(text.endMinutes).fill('1');
  await form.getByLabel(text.endSeconds).fill('30');
  await form.getByRole('button', { name: text.createSegment }).click();
  await expect(page.locator('.toast', { hasText: text.segmentCreated })).toBeVisible();
  // The figures' column: name, from, to, then the statistics of the kind chosen.
  const figures = page.locator('.session-table tr', { hasText: 'Middle minute' }).getByRole('cell').nth(3);
  await expect(figures).toHaveText(/bpm/);
  for (const kind of [text.ap, text.distance]) {
    await page.getByLabel(text.statistics).selectOption({ label: kind });
    await expect(figures).toHaveText(`–${text.notMeasured}`);
  }
}

/** Makes the session's public link from its page, and gives it. */
async function shareLink(page: Page, lang: Lang): Promise<string> {
  const text = TEXT[lang];
  await page.getByRole('button', { name: text.share, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: text.shareDialog });
  await dialog.getByRole('button', { name: text.createLink }).click();
  const field = dialog.getByRole('textbox', { name: text.publicLink });
  await expect(field).toHaveValue(/\/share\/[A-Za-z0-9_-]+$/);
  const link = await field.inputValue();
  await dialog.getByRole('button', { name: text.done }).click();
  return link;
}

/** The history's figures of the belt session: the table's cells (desktop), or its card's (phone). */
async function expectDashesInTheHistory(page: Page, lang: Lang): Promise<void> {
  const text = TEXT[lang];
  await openInApp(page, '/session-history');
  await expect(page.getByRole('heading', { level: 1, name: text.history })).toBeVisible();
  const dash = `–${text.notMeasured}`;
  if (lang === 'en') {
    const table = page.getByRole('region', { name: TEXT.en.table }).getByRole('table');
    await expect(table).toHaveAttribute('aria-busy', 'false');
    const cells = table
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: new RegExp(TITLE) }) })
      .getByRole('cell');
    // Team, duration, average and maximum bpm, AP, calories, workload, MET, distance, high-speed distance, sprints.
    await expect(cells).toHaveCount(11);
    for (const column of [4, 8, 9, 10]) await expect(cells.nth(column)).toHaveText(dash);
    for (const column of [2, 3, 6]) await expect(cells.nth(column)).toHaveText(/^\d+$/);
    return;
  }
  const cards = page.getByRole('list', { name: TEXT.fr.cards });
  await expect(cards).toHaveAttribute('aria-busy', 'false');
  const card = cards.getByRole('listitem').filter({ has: page.getByRole('link', { name: TITLE }) });
  const figure = (name: string) =>
    card
      .locator('.sh-card__figure')
      .filter({ has: page.locator('dt').getByText(name, { exact: true }) })
      .locator('dd');
  await expect(figure(text.ap)).toHaveText(dash);
  await expect(figure(text.distance)).toHaveText(dash);
  await expect(figure(text.workload)).toHaveText(/\d/);
}

/** The dashboard of the player alone: its latest session is the belt's. */
async function expectDashesOnTheDashboard(page: Page, lang: Lang): Promise<void> {
  const text = TEXT[lang];
  await openInApp(page, '/dashboard/individual');
  const headline = (name: string) => page.getByRole('region', { name, exact: true }).locator('.dashboard-card__figure');
  await expect(headline(text.ap)).toHaveText(`–${text.notMeasured}${text.noMovement}`);
  await expect(headline(text.distance)).toHaveText(`–${text.notMeasured}${text.noMovement}`);
  await expect(headline(text.aboveRed)).toHaveText(/^\d+:\d{2}\s(min|h)/);
}

for (const lang of ['en', 'fr'] as const) {
  const text = TEXT[lang];
  test.describe(`figures a belt does not measure (${lang})`, oneSizePerLanguage(lang), () => {
    test(
      'a belt-only recording shows dashes, never zeros, in its segments, the history, on the dashboard and on its shared link',
      ALSO_IN_FRENCH,
      async ({ page }) => {
        await recordWithTheDemoBelt(page, lang);
        await expect(summaryFigure(page, text.distance)).toHaveText('–');
        await expectDashesInASegment(page, lang);
        const link = await shareLink(page, lang);

        await expectDashesInTheHistory(page, lang);
        await expectDashesOnTheDashboard(page, lang);

        await page.goto(link);
        await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
        await expect(summaryFigure(page, text.ap)).toHaveText('–');
        await expect(summaryFigure(page, text.distance)).toHaveText('–');
      },
    );
  });
}
