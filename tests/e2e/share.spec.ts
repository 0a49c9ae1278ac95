import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import { expect, test } from '../support/test';
import { isProcessedIndividual, listSessions, pickSession } from '../support/demo-sessions';
import { chooseLanguage, login, mockControl, openInApp } from '../support/pulseboard';
import { ALSO_IN_FRENCH, oneSizePerLanguage } from '../support/one-size-per-language';

/**
 * Sharing a session through a public link (docs/product-rules.md#shared-sessions): the player shares
 * a session from its page, the link opens signed out on a phone, stopping the share makes it
 * unknown; the demo's shared game shows nothing private, the no-data and unknown-token states, a
 * retry after a network failure, an axe scan, and the public read without credentials.
 */

const TEXT = {
  en: {
    locale: 'en-US',
    share: 'Share',
    dialog: 'Share this session',
    createLink: 'Create link',
    publicLink: 'Public link',
    copyLink: 'Copy link',
    copied: 'Link copied to the clipboard.',
    created: 'Link created. Anyone with it can see this session.',
    done: 'Done',
    sharedByLink: 'Shared by link',
    stopSharing: 'Stop sharing',
    stopQuestion: 'Stop sharing this session?',
    stopped: 'Sharing stopped. The link no longer works.',
    notShared: 'This session has not been shared.',
    askForNew: 'Ask the person who sent you the link for a new one.',
    noData: 'There are no data',
    sharedSession: 'Shared session',
    heartRate: 'Heart rate',
    showTable: 'Show data table',
    tryAgain: 'Try again',
    failure: 'Sorry, something went wrong. Please try again later.',
    whoSees: 'Anyone with the link can see this session without an account',
    hiddenSettings: 'even when your privacy settings keep your sessions hidden from coaches and from the community',
    game: 'Game',
    averageHeartRate: 'Average heart rate',
    zones: 'Time in heart-rate zones',
    heartRateUnit: 'Heart-rate unit',
  },
  fr: {
    locale: 'fr-FR',
    share: 'Partager',
    dialog: 'Partager cette séance',
    createLink: 'Créer le lien',
    publicLink: 'Lien public',
    copyLink: 'Copier le lien',
    copied: 'Lien copié dans le presse-papiers.',
    created: 'Lien créé. Toute personne qui l’a peut voir cette séance.',
    done: 'Terminé',
    sharedByLink: 'Partagée par lien',
    stopSharing: 'Arrêter le partage',
    stopQuestion: 'Arrêter de partager cette séance ?',
    stopped: 'Partage arrêté. Le lien ne fonctionne plus.',
    notShared: 'Cette séance n’a pas été partagée.',
    askForNew: 'Demandez un nouveau lien à la personne qui vous l’a envoyé.',
    noData: 'Il n’y a pas de données',
    sharedSession: 'Séance partagée',
    heartRate: 'Fréquence cardiaque',
    showTable: 'Afficher le tableau de données',
    tryAgain: 'Réessayer',
    failure: 'Désolé, une erreur s’est produite. Veuillez réessayer plus tard.',
    whoSees: 'Toute personne qui a le lien peut voir cette séance sans compte',
    hiddenSettings: 'même quand vos réglages de confidentialité cachent vos séances aux entraîneurs et à la communauté',
    game: 'Match',
    averageHeartRate: 'Fréquence cardiaque moyenne',
    zones: 'Temps dans les zones de fréquence cardiaque',
    heartRateUnit: 'Unité de fréquence cardiaque',
  },
} as const;
type Lang = keyof typeof TEXT;

const PHONE = { viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 }, hasTouch: true };
const SNAPSHOT_KEY = 'pulseboard.mock-backend.snapshot';
const REVISION_KEY = 'pulseboard.mock-backend.revision';

/**
 * The demo's backend lives in each browser's storage: a second browser sees the first one's world
 * (its shares) once it starts from the first one's stored snapshot, as two devices see one server.
 */
async function worldOf(page: Page, containing: string): Promise<{ snapshot: string; revision: string }> {
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', SNAPSHOT_KEY)).toContain(containing);
  return page.evaluate(
    ([snapshotKey, revisionKey]) => ({
      snapshot: localStorage.getItem(snapshotKey) ?? '',
      revision: localStorage.getItem(revisionKey) ?? '',
    }),
    [SNAPSHOT_KEY, REVISION_KEY] as const,
  );
}

/** A signed-out phone, in the language of a browser set to `locale`, whose backend is the given world. */
async function phoneWithWorld(
  browser: Browser,
  locale: string,
  world: { snapshot: string; revision: string },
): Promise<BrowserContext> {
  const phone = await browser.newContext({ ...PHONE, locale });
  await phone.addInitScript(
    ([snapshotKey, revisionKey, snapshot, revision]) => {
      // Only before the first page of this browser: later pages keep what the backend stored since.
      if (localStorage.getItem(snapshotKey) === null) {
        localStorage.setItem(snapshotKey, snapshot);
        localStorage.setItem(revisionKey, revision);
      }
    },
    [SNAPSHOT_KEY, REVISION_KEY, world.snapshot, world.revision] as const,
  );
  return phone;
}

/** Every call of the public read, with its Authorization header as sent. */
function recordPublicReads(page: Page): () => Promise<{ call: string; authorization: string | undefined }[]> {
  const pending: Promise<{ call: string; authorization: string | undefined }>[] = [];
  page.on('request', (request: Request) => {
    const path = new URL(request.url()).pathname;
    if (!path.startsWith('/api/public/')) return;
    pending.push(
      request
        .allHeaders()
        .then((headers) => ({ call: `${request.method()} ${path}`, authorization: headers['authorization'] })),
    );
  });
  return () => Promise.all(pending);
}

/** The charts' four tables and the time in zones' one. */
const DATA_TABLES = 5;

/**
 * A share shows the session, never the body (docs/api-sessions.md#what-a-share-shows): heart rate in
 * % HRmax only, no bpm anywhere (figures, chart, tables), no calories, no MET, no bpm toggle.
 */
async function expectNoBody(page: Page, text: (typeof TEXT)[Lang]): Promise<void> {
  const averageHeartRate = page.locator('.session-figure', { hasText: text.averageHeartRate });
  await expect(averageHeartRate).toContainText(/\d+\s?%/);
  await expect(page.locator('section', { hasText: text.zones }).first()).toBeVisible();
  await expect(page.getByRole('group', { name: text.heartRateUnit })).toHaveCount(0);
  // Every figure and every table in the document, opened or not: the heart rate's values are in % HRmax. The
  // metrics' definitions (closed popovers) are left out: they say what a bpm is, and give none.
  const everything = await page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('.metric-info__popover').forEach((definition) => definition.remove());
    return copy.textContent ?? '';
  });
  expect(everything).not.toMatch(/\bbpm\b|kcal|calor/i);
  expect(everything).not.toMatch(/\bMET\b/);
}

async function expectTheSharedSession(page: Page, text: (typeof TEXT)[Lang], title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(text.sharedSession, { exact: true })).toBeVisible();
  await expect(page.locator('.shared-session__facts time')).toBeVisible();
  await expect(page.locator('.session-summary')).toBeVisible();
  await expect(page.locator('figure', { hasText: text.heartRate }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: text.showTable })).toHaveCount(DATA_TABLES);
  await expectNoBody(page, text);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
  // No way into an account: no sidebar, no link shown anywhere on the page.
  await expect(page.locator('#sidebar')).toHaveCount(0);
  await expect(page.locator('a:visible')).toHaveCount(0);
  // A figure's definition, opened, has no link to the Playbook either.
  const info = page.locator('.session-summary .metric-info__button').first();
  await info.click();
  await expect(page.locator('.metric-info__popover:visible')).toHaveCount(1);
  await expect(page.locator('a:visible')).toHaveCount(0);
  await info.click();
}

for (const lang of ['en', 'fr'] as const) {
  const text = TEXT[lang];
  test.describe(`sharing a session (${lang})`, oneSizePerLanguage(lang), () => {
    test(
      'share from the session page, open the link signed out on a phone, stop sharing',
      ALSO_IN_FRENCH,
      async ({ page, context, browser }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        await login(page, 'player@example.com');
        if (lang === 'fr') await chooseLanguage(page, 'fr');
        const session = pickSession(await listSessions(page), isProcessedIndividual);
        await openInApp(page, `/calendar/activity/${session.activityId}`);
        await expect(page.locator('.session-detail')).toBeVisible(); // the session's page, not the one before it
        // The Share button shows once the session is there.
        await expect(page.getByRole('button', { name: text.share, exact: true })).toBeVisible();
        const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
        await expect(page.getByText(text.sharedByLink)).toHaveCount(0);

        // The dialog says what the link shows, to whom, and that it works with hidden sessions; Escape closes it.
        await page.getByRole('button', { name: text.share, exact: true }).click();
        const dialog = page.getByRole('dialog', { name: text.dialog });
        await expect(dialog).toContainText(text.whoSees);
        await expect(dialog).toContainText(text.hiddenSettings);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();

        await page.getByRole('button', { name: text.share, exact: true }).click();
        await dialog.getByRole('button', { name: text.createLink }).click();
        const linkField = dialog.getByRole('textbox', { name: text.publicLink });
        await expect(linkField).toHaveValue(/\/share\/[A-Za-z0-9_-]{32}$/);
        await expect(page.locator('.toast', { hasText: text.created })).toBeAttached();
        const link = await linkField.inputValue();
        await dialog.getByRole('button', { name: text.copyLink }).click();
        await expect(dialog.getByRole('status')).toHaveText(text.copied);
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
        await dialog.getByRole('button', { name: text.done }).click();
        await expect(dialog).toBeHidden();
        await expect(page.getByText(text.sharedByLink)).toBeVisible();

        // The link, signed out, on a phone.
        const token = link.split('/share/')[1] ?? '';
        const phone = await phoneWithWorld(browser, text.locale, await worldOf(page, token));
        const visitor = await phone.newPage();
        await visitor.goto(link);
        await expectTheSharedSession(visitor, text, title);
        expect(await visitor.evaluate(() => localStorage.getItem('token_id'))).toBeNull();

        // Stopped on the session page: the link no longer works.
        await page.getByRole('button', { name: text.share, exact: true }).click();
        await dialog.getByRole('button', { name: text.stopSharing }).click();
        const question = page.getByRole('dialog', { name: text.stopQuestion });
        await question.getByRole('button', { name: text.stopSharing }).click();
        await expect(question).toBeHidden();
        await expect(page.locator('.toast', { hasText: text.stopped })).toBeVisible();
        await expect(page.getByText(text.sharedByLink)).toHaveCount(0);
        await expect
          .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', SNAPSHOT_KEY))
          .not.toContain(token);
        const stoppedWorld = await page.evaluate((key) => localStorage.getItem(key) ?? '', SNAPSHOT_KEY);
        await visitor.evaluate(
          ([key, snapshot]) => {
            localStorage.setItem(key, snapshot);
            localStorage.setItem('pulseboard.mock-backend.revision', `e2e-${Date.now()}`);
          },
          [SNAPSHOT_KEY, stoppedWorld] as const,
        );
        await visitor.reload();
        await expect(visitor.getByRole('status').filter({ hasText: text.notShared })).toContainText(text.askForNew);
        await phone.close();
      },
    );

    test("the demo's shared game shows nothing private", async ({ page }) => {
      test.slow(); // an axe scan of a page with five data tables, each always in the document
      // A visitor without an account: the language picker's choice kept in this browser decides.
      await page.addInitScript((locale) => localStorage.setItem('locale', locale), lang);
      await page.goto('/share/demo-shared');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(page.getByRole('button', { name: text.showTable })).toHaveCount(DATA_TABLES);
      const title = (await heading.textContent()) ?? '';
      await expectTheSharedSession(page, text, title);
      await expect(page.locator('.shared-session__facts')).toContainText(text.game);
      const shown = (await page.locator('main').innerText()).toLowerCase();
      for (const hidden of ['strong first half', 'match-plan.pdf', 'match report', 'alex', 'martin'])
        expect(shown).not.toContain(hidden);

      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });

    test('no data, a stopped or unknown link and a failure read as they should, with what to do next', async ({
      page,
    }) => {
      await page.addInitScript((locale) => localStorage.setItem('locale', locale), lang);
      await page.goto('/share/demo-shared-no-data');
      await expect(page.getByRole('status').filter({ hasText: text.noData })).toBeVisible();
      await expect(page.locator('.shared-session__facts time')).toBeVisible();
      await expect(page.getByRole('button', { name: text.showTable })).toHaveCount(0);

      await page.goto('/share/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
      // The state, then what to do about it.
      await expect(page.getByRole('status').filter({ hasText: text.notShared })).toHaveText(
        `${text.notShared}${text.askForNew}`,
      );
      await expect(page.getByRole('heading', { level: 1, name: text.sharedSession })).toBeVisible();
      const notShared = await new AxeBuilder({ page }).analyze();
      expect(notShared.violations.map((v) => v.id)).toEqual([]);

      // Reads are tried four times in all (src/adapters/http/retrying-fetch.ts): each one fails.
      await mockControl(page, 'faults', {
        path: '/public/shared-sessions/demo-shared',
        network: true,
        times: 4,
        method: 'GET',
      });
      await page.goto('/share/demo-shared');
      await expect(page.getByRole('alert').filter({ hasText: text.failure })).toBeVisible();
      await page.getByRole('button', { name: text.tryAgain }).click();
      await expect(page.getByRole('button', { name: text.showTable })).toHaveCount(DATA_TABLES);
    });

    test("a child's shared game shows its day and its type, never its title or start time, and nothing of the body", async ({
      page,
    }) => {
      test.slow(); // an axe scan of a page with five data tables, each always in the document
      await page.addInitScript((locale) => localStorage.setItem('locale', locale), lang);
      await page.goto('/share/demo-shared-child');
      await expect(page.getByRole('button', { name: text.showTable })).toHaveCount(DATA_TABLES);
      // Named by its type alone: the heading, the tab's title, and no type repeated in the facts.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.game);
      await expect(page).toHaveTitle(new RegExp(`^${text.game}\\b`));
      const facts = page.locator('.shared-session__fact');
      await expect(facts).toHaveCount(2);
      // The day, written in full, with no time of day.
      const day = page.locator('.shared-session__facts time');
      await expect(day).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
      await expect(day).not.toHaveText(/\d:\d|AM|PM| at | à /);
      await expectNoBody(page, text);
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);
    });
  });
}

test(
  "a signed-in visitor reads a shared link without sending the account's token",
  { tag: '@desktop-size' },
  async ({ page }) => {
    await login(page, 'player@example.com');
    const reads = recordPublicReads(page);
    // Public answers are not to be stored (docs/api-sessions.md#shared-sessions): a stopped link stops at once.
    const cacheControls: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/public/'))
        cacheControls.push(response.headers()['cache-control'] ?? 'none');
    });
    await page.goto('/share/demo-shared');
    await expect(page.getByRole('button', { name: 'Show data table' })).toHaveCount(DATA_TABLES);
    expect(cacheControls.length).toBeGreaterThanOrEqual(3);
    expect(new Set(cacheControls)).toEqual(new Set(['no-store']));
    const calls = await reads();
    expect(calls.map((sent) => sent.call)).toEqual(
      expect.arrayContaining([
        'GET /api/public/shared-sessions/demo-shared',
        'GET /api/public/shared-sessions/demo-shared/timeline',
      ]),
    );
    expect(calls.filter((sent) => sent.authorization !== undefined)).toEqual([]);
    // Still signed in: the link's read left the account alone.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard$/);
  },
);
