import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { installBluetoothStandIn } from '../support/bluetooth-stand-in';
import { chooseLanguage, DEMO_PASSWORD, login, openInApp, openSidebar } from '../support/pulseboard';
import { ALSO_IN_FRENCH, oneSizePerLanguage } from '../support/one-size-per-language';

/**
 * "Record live" in the hand and on a shared device (docs/live-recording.md): the checklist before
 * connecting, the console within the thumb's reach and the save on the first screen, one tab at a
 * time for a recording left running, and recordings that belong to their account across logouts.
 */

const TEXT = {
  en: {
    title: 'Record live',
    checklist: 'Before you connect',
    connect: 'Connect a belt',
    noBelt: 'No belt in the browser’s list?',
    ownApp: 'its own app',
    demoBelt: 'Demo belt',
    start: 'Start',
    pause: 'Pause',
    resume: 'Resume',
    stop: 'Stop',
    recording: 'Recording',
    paused: 'Paused',
    name: 'Name this session',
    save: 'Save to my calendar',
    saved: 'Saved to your calendar',
    open: 'Open the session',
    stopped: 'Recording stopped',
    elsewhere: 'Recording in another tab',
    logOut: 'Log out',
    question: 'A live recording is not saved yet',
    keep: 'Keep on this device and log out',
  },
  fr: {
    title: 'Enregistrer en direct',
    checklist: 'Avant de connecter',
    connect: 'Connecter une ceinture',
    noBelt: 'Aucune ceinture dans la liste du navigateur ?',
    ownApp: 'son application',
    demoBelt: 'Ceinture de démo',
    start: 'Démarrer',
    pause: 'Pause',
    resume: 'Reprendre',
    stop: 'Arrêter',
    recording: 'Enregistrement en cours',
    paused: 'En pause',
    name: 'Nommez cette séance',
    save: 'Enregistrer dans mon calendrier',
    saved: 'Enregistré dans votre calendrier',
    open: 'Ouvrir la séance',
    stopped: 'Enregistrement arrêté',
    elsewhere: 'Enregistrement dans un autre onglet',
    logOut: 'Se déconnecter',
    question: 'Un enregistrement en direct n’est pas encore sauvegardé',
    keep: 'Garder sur cet appareil et se déconnecter',
  },
} as const;

/** A text in either language: after a logout, the next account reads the app in its own. */
const either = (key: keyof (typeof TEXT)['en']) => new RegExp(`^(${TEXT.en[key]}|${TEXT.fr[key]})$`, 'u');

/** Logs in from the login page, whichever language it speaks. */
async function logInAgain(page: Page, email: string) {
  await page.getByLabel(/^(Email|E-mail)$/).fill(email);
  await page.getByLabel(/^(Password|Mot de passe)$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^(Log in|Se connecter)$/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Whether the whole of `locator` is on the screen as it is, without scrolling. */
async function onFirstScreen(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  return (
    box !== null &&
    viewport !== null &&
    box.y >= 0 &&
    box.x >= 0 &&
    box.y + box.height <= viewport.height &&
    box.x + box.width <= viewport.width
  );
}

async function openLive(page: Page, lang: 'en' | 'fr', email = 'player@example.com') {
  await login(page, email);
  if (lang === 'fr') await chooseLanguage(page, 'fr');
  await openInApp(page, '/live');
  await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].title })).toBeVisible();
}

/** Records `seconds` of the demo belt and stops, confirming. */
async function recordAndStop(page: Page, lang: 'en' | 'fr', seconds: number) {
  const text = TEXT[lang];
  await page.getByRole('button', { name: text.demoBelt }).click();
  await expect(page.getByRole('button', { name: text.start, exact: true })).toBeEnabled();
  await page.getByRole('button', { name: text.start, exact: true }).click();
  // The recording begins once the page has taken its locks, an async step: only then may the clock run on.
  await expect(page.locator('.live-recording')).toHaveAttribute('data-phase', 'recording');
  await page.clock.runFor(seconds * 1000);
  await page.getByRole('button', { name: text.stop, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: text.stop, exact: true }).click();
  await expect(page.locator('.live-recording')).toHaveAttribute('data-phase', 'stopped');
}

for (const lang of ['en', 'fr'] as const) {
  const text = TEXT[lang];
  test.describe(`record live on the device (${lang})`, oneSizePerLanguage(lang), () => {
    test(
      'before connecting, says how to wear the belt and which belts work, and what to do when the list is empty',
      ALSO_IN_FRENCH,
      async ({ page }) => {
        await installBluetoothStandIn(page);
        await openLive(page, lang);
        const checklist = page.locator('.live-checklist');
        await expect(checklist.getByRole('heading', { name: text.checklist })).toBeVisible();
        await expect(checklist).toContainText('Polar, Garmin');
        await expect(checklist.getByText(text.ownApp)).toBeHidden();
        await page.evaluate(
          () => void ((window as unknown as { __belt: { chooserCancels: boolean } }).__belt.chooserCancels = true),
        );
        await page.getByRole('button', { name: text.connect }).click();
        // The browser's list came back without a belt: what to try is open.
        await expect(checklist.getByText(text.ownApp)).toBeVisible();
        await expect(page.locator('details.live-checklist__help')).toHaveAttribute('open', '');
      },
    );

    test(
      'keeps the state and the buttons together on screen, greys the rate when paused, and puts the save, then its confirmation, on the first screen',
      ALSO_IN_FRENCH,
      async ({ page }) => {
        await page.clock.install();
        await openLive(page, lang);
        await page.getByRole('button', { name: text.demoBelt }).click();
        await expect(page.getByRole('button', { name: text.start, exact: true })).toBeEnabled();
        await page.getByRole('button', { name: text.start, exact: true }).click();
        // The recording begins once the page has taken its locks, an async step: only then may the clock run on.
        await expect(page.locator('.live-recording')).toHaveAttribute('data-phase', 'recording');
        await page.clock.runFor(60_000);
        const state = page.getByTestId('live-state');
        const pause = page.getByRole('button', { name: text.pause, exact: true });
        const stop = page.getByRole('button', { name: text.stop, exact: true });
        await expect(state).toHaveText(text.recording);
        // Wherever the page is scrolled, the rate, its state and the buttons are on the screen together.
        for (const to of ['top', 'bottom'] as const) {
          await page.evaluate(
            (where) => window.scrollTo(0, where === 'top' ? 0 : document.documentElement.scrollHeight),
            to,
          );
          for (const part of [page.getByTestId('live-bpm'), state, pause, stop])
            expect(await onFirstScreen(page, part), `${to}: ${await part.innerText()}`).toBe(true);
        }
        const bpmColour = () => page.getByTestId('live-bpm').evaluate((bpm) => getComputedStyle(bpm).color);
        const recordingColour = await bpmColour();
        await pause.click();
        await expect(state).toHaveText(text.paused);
        expect(await bpmColour()).not.toBe(recordingColour);
        await page.getByRole('button', { name: text.resume, exact: true }).click();
        await expect(state).toHaveText(text.recording);
        // Stopped from the foot of a scrolled page: what to do next comes first, where the user is.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await stop.click();
        await page.getByRole('dialog').getByRole('button', { name: text.stop, exact: true }).click();
        await expect(page.getByRole('heading', { name: text.stopped })).toBeFocused();
        const name = page.getByLabel(text.name);
        const save = page.getByRole('button', { name: text.save });
        await expect(save).toBeVisible();
        expect(await onFirstScreen(page, name)).toBe(true);
        expect(await onFirstScreen(page, save)).toBe(true);
        await name.fill('Evening run');
        await save.click();
        const saved = page.getByRole('heading', { name: text.saved });
        await expect(saved).toBeFocused();
        const open = page.getByRole('link', { name: text.open });
        expect(await onFirstScreen(page, saved)).toBe(true);
        expect(await onFirstScreen(page, open)).toBe(true);
        await open.click();
        await expect(page.getByRole('heading', { level: 1, name: 'Evening run' })).toBeVisible();
      },
    );

    test('a second tab offers nothing for a recording the first still records: "Recording in another tab"', async ({
      page,
      context,
    }) => {
      await page.clock.install();
      await openLive(page, lang);
      await page.getByRole('button', { name: text.demoBelt }).click();
      await page.getByRole('button', { name: text.start, exact: true }).click();
      // The recording begins once the page has taken its locks, an async step: only then may the clock run on.
      await expect(page.locator('.live-recording')).toHaveAttribute('data-phase', 'recording');
      // Past the first write to the device (every 5 s).
      await page.clock.runFor(12_000);
      const second = await context.newPage();
      await second.goto('/live');
      await expect(second.getByRole('heading', { name: text.elsewhere })).toBeVisible();
      await expect(second.locator('.live-recording').getByRole('button')).toHaveCount(0);
      await expect(page.locator('.live-recording')).toHaveAttribute('data-phase', 'recording');
      await second.close();
    });

    test('a recording not saved is its account’s: kept at logout, it is not offered to the next account, and is to its own again', async ({
      page,
    }) => {
      await page.clock.install();
      await openLive(page, lang);
      await recordAndStop(page, lang, 40);
      await openSidebar(page);
      await page.locator('#sidebar').getByRole('button', { name: text.logOut }).click();
      const question = page.getByRole('dialog', { name: text.question });
      await expect(question).toBeVisible();
      await question.getByRole('button', { name: text.keep }).click();
      await expect(page).toHaveURL(/\/login$/);
      // Another account on the same device (in its own language): nothing of the first one's.
      await logInAgain(page, 'solo@example.com');
      await openInApp(page, '/live');
      await expect(page.getByRole('button', { name: either('demoBelt') })).toBeVisible();
      await expect(page.locator('.live-recording')).toHaveAttribute('data-phase', /^(idle|unsupported)$/);
      await expect(page.locator('.live-save')).toHaveCount(0);
      await expect(page.locator('.live-kept')).toHaveCount(0);
      // Its logout has nothing to ask.
      await openSidebar(page);
      await page
        .locator('#sidebar')
        .getByRole('button', { name: either('logOut') })
        .click();
      await expect(page).toHaveURL(/\/login$/);
      // The first account again: its recording is offered, to save.
      await logInAgain(page, 'player@example.com');
      await openInApp(page, '/live');
      await expect(page.locator('.live-recording')).toHaveAttribute('data-phase', 'stopped');
      await page.getByRole('button', { name: either('save') }).click();
      await expect(page.getByRole('heading', { name: either('saved') })).toBeVisible();
    });
  });
}

test(
  'a recording kept before recordings had owners goes to the account of its player, and no other sees it',
  { tag: '@desktop-size' },
  async ({ page }) => {
    await page.goto('/login');
    // The first version's database: one recording, stopped and unsaved, of Alex (the demo's pl-alex), with no account.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.open('pulseboard-live', 1);
          request.onupgradeneeded = () => {
            request.result.createObjectStore('current');
            request.result.createObjectStore('kept');
          };
          request.onerror = () => reject(request.error ?? new Error('no database'));
          request.onsuccess = () => {
            const database = request.result;
            const startedAt = Date.now() - 3_600_000;
            const recording = {
              id: 'live-old',
              playerId: 'pl-alex',
              deviceName: 'Polar H10',
              startedAt,
              bpm: Array.from({ length: 90 }, () => 140),
              rrMs: [],
              pausedSeconds: 0,
              endedAt: startedAt + 90_000,
            };
            const transaction = database.transaction('current', 'readwrite');
            transaction.objectStore('current').put(recording, 'current');
            transaction.oncomplete = () => {
              database.close();
              resolve();
            };
          };
        }),
    );
    await logInAgain(page, 'solo@example.com');
    await openInApp(page, '/live');
    await expect(page.getByRole('button', { name: either('demoBelt') })).toBeVisible();
    await expect(page.locator('.live-recording')).toHaveAttribute('data-phase', /^(idle|unsupported)$/);
    await openSidebar(page);
    await page
      .locator('#sidebar')
      .getByRole('button', { name: either('logOut') })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await logInAgain(page, 'player@example.com');
    await openInApp(page, '/live');
    await expect(page.locator('.live-recording')).toHaveAttribute('data-phase', 'stopped');
    await expect(page.getByRole('button', { name: either('save') })).toBeVisible();
  },
);
