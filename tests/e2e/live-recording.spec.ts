import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { beltControl, installBluetoothStandIn, removeBluetooth, sendPacket } from '../support/bluetooth-stand-in';
import { chooseLanguage, login, openInApp } from '../support/pulseboard';
import { ALSO_IN_FRENCH, oneSizePerLanguage } from '../support/one-size-per-language';

/**
 * "Record live" (/live) against a scripted stand-in for navigator.bluetooth: the app's real Web
 * Bluetooth adapter parses the packets. The page clock moves time, so reconnects and the device
 * copy happen when the test says.
 */

/** The page's texts, per locale (src/ui/features/live-recording/locales). */
const TEXT = {
  en: {
    title: 'Record live',
    connect: 'Connect a belt',
    connected: 'Connected to Polar H10 1A2B3C4D',
    battery: 'battery 77 %',
    start: 'Start',
    stop: 'Stop',
    noContact: 'moisten the electrodes',
    reconnecting: 'Reconnecting by itself',
    interrupted: 'A recording was interrupted',
    resume: 'Resume recording',
    name: 'Name this session',
    save: 'Save to my calendar',
    saved: 'Saved to your calendar',
    open: 'Open the session',
    unsupported: 'This browser cannot reach a heart-rate belt',
    analyse: 'Analyse a file',
    zone4: /^8\d% of HRmax · High · Zone 4$/u,
    demoBelt: 'Demo belt',
    demoConnected: 'Connected to Demo belt',
    figures: { duration: 'Duration', above80: 'Time above 80% HRmax', workload: 'Workload', calories: 'Calories' },
    charts: { heartRate: 'Heart rate', workload: 'Workload', speed: 'Speed', distance: 'Distance' },
    noMovement: 'No speed or distance: this belt records heart rate only.',
    source: 'Source',
    recordedWith: 'Recorded live with Polar H10 1A2B3C4D',
  },
  fr: {
    title: 'Enregistrer en direct',
    connect: 'Connecter une ceinture',
    connected: 'Connecté à Polar H10 1A2B3C4D',
    battery: 'batterie 77 %',
    start: 'Démarrer',
    stop: 'Arrêter',
    noContact: 'humidifiez les électrodes',
    reconnecting: 'Reconnexion automatique',
    interrupted: 'Un enregistrement a été interrompu',
    resume: 'Reprendre l’enregistrement',
    name: 'Nommez cette séance',
    save: 'Enregistrer dans mon calendrier',
    saved: 'Enregistré dans votre calendrier',
    open: 'Ouvrir la séance',
    unsupported: 'Ce navigateur ne peut pas joindre une ceinture cardio',
    analyse: 'Analyser un fichier',
    zone4: /^8\d\u00A0% de la FCmax · Élevée · Zone 4$/u,
    demoBelt: 'Ceinture de démo',
    demoConnected: 'Connecté à Demo belt',
    figures: {
      duration: 'Durée',
      above80: 'Temps au-dessus de 80\u00A0% FCmax',
      workload: 'Charge de travail',
      calories: 'Calories',
    },
    charts: { heartRate: 'Fréquence cardiaque', workload: 'Charge de travail', speed: 'Vitesse', distance: 'Distance' },
    noMovement: 'Ni vitesse ni distance : cette ceinture ne mesure que la fréquence cardiaque.',
    source: 'Source',
    recordedWith: 'Enregistré en direct avec Polar H10 1A2B3C4D',
  },
} as const;

/** An 8-bit rate with contact detected and one RR interval (in 1/1024 s). */
const packet8 = (bpm: number, rr: number) => [0x16, bpm, rr & 0xff, rr >> 8];
/** A 16-bit rate with contact detected and two RR intervals. */
const packet16 = (bpm: number, rr1: number, rr2: number) => [
  0x17,
  bpm & 0xff,
  bpm >> 8,
  rr1 & 0xff,
  rr1 >> 8,
  rr2 & 0xff,
  rr2 >> 8,
];

async function openLive(page: Page, lang: 'en' | 'fr') {
  await page.clock.install();
  await login(page, 'player@example.com');
  if (lang === 'fr') await chooseLanguage(page, 'fr');
  await openInApp(page, '/live');
  await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].title })).toBeVisible();
}

async function connectAndStart(page: Page, lang: 'en' | 'fr') {
  await page.getByRole('button', { name: TEXT[lang].connect }).click();
  await expect(page.getByText(TEXT[lang].connected)).toBeVisible();
  await page.getByRole('button', { name: TEXT[lang].start, exact: true }).click();
  await expect(page.locator('.live-recording')).toHaveAttribute('data-phase', 'recording');
}

/** An 8-bit rate with one RR interval, the skin contact bit "detected" or, `contact` false, "not detected". */
const packetWithContact = (contact: boolean, bpm: number, rr: number) => [
  contact ? 0x16 : 0x14,
  bpm,
  rr & 0xff,
  rr >> 8,
];

/** The values of the session summary's figures, as the stopped recording and the session page both show them. */
async function summaryFigures(page: Page, names: Record<'duration' | 'above80' | 'workload' | 'calories', string>) {
  const summary = page.locator('.session-summary');
  await expect(summary).toBeVisible();
  // A figure by the name its term starts with (the term also holds the info button's words).
  const value = (name: string) =>
    summary
      .locator('.session-figure')
      .filter({ has: page.locator('dt', { hasText: new RegExp(`^${name}`, 'u') }) })
      .locator('.session-figure__value')
      .innerText();
  return {
    duration: await value(names.duration),
    above80: await value(names.above80),
    workload: await value(names.workload),
    calories: await value(names.calories),
  };
}

/** One packet a second for `seconds` seconds. */
async function play(page: Page, seconds: number, bpmAt: (second: number) => number) {
  for (let s = 0; s < seconds; s += 1) {
    const bpm = bpmAt(s);
    await sendPacket(page, packet8(bpm, Math.round((60 / bpm) * 1024)));
    await page.clock.runFor(1000);
  }
}

for (const lang of ['en', 'fr'] as const) {
  const text = TEXT[lang];
  test.describe(`record live (${lang})`, oneSizePerLanguage(lang), () => {
    test(
      'pairs a belt and shows 8- and 16-bit rates, the zone in words and the HRV from RR intervals',
      ALSO_IN_FRENCH,
      async ({ page }) => {
        await installBluetoothStandIn(page);
        await openLive(page, lang);
        await page.getByRole('button', { name: text.connect }).click();
        await expect(page.getByText(text.connected)).toBeVisible();
        await expect(page.getByText(text.battery)).toBeVisible();
        await sendPacket(page, [0x16, 0x4b, 0x00, 0x04]);
        await expect(page.getByTestId('live-bpm')).toHaveText('75');
        await sendPacket(page, packet16(160, 384, 390));
        await expect(page.getByTestId('live-bpm')).toHaveText('160');
        await expect(page.getByTestId('live-zone')).toHaveText(text.zone4);
        await page.getByRole('button', { name: text.start, exact: true }).click();
        // RR alternating 600 and 615 ms (614 and 630 in 1/1024 s): an RMSSD of about 15 ms.
        for (let s = 0; s < 8; s += 1) {
          await sendPacket(page, packet16(100, 614, 630));
          await page.clock.runFor(1000);
        }
        await expect(page.getByTestId('live-rmssd')).toHaveText(/^1[56] ms$/);
      },
    );

    test('says when the belt does not touch the skin', async ({ page }) => {
      await installBluetoothStandIn(page);
      await openLive(page, lang);
      await connectAndStart(page, lang);
      await sendPacket(page, [0x04, 0x00]);
      await expect(page.getByRole('alert').filter({ hasText: text.noContact })).toBeVisible();
      await sendPacket(page, packet8(120, 512));
      await expect(page.getByText(text.noContact)).toHaveCount(0);
    });

    test('reconnects by itself after a drop', async ({ page }) => {
      await installBluetoothStandIn(page);
      await openLive(page, lang);
      await connectAndStart(page, lang);
      await play(page, 3, () => 130);
      await beltControl(page, 'drop');
      await expect(page.getByText(text.reconnecting)).toBeVisible();
      await expect(page.locator('.live-recording')).toHaveAttribute('data-phase', 'reconnecting');
      await beltControl(page, 'comeBack');
      await page.clock.runFor(3000);
      await expect(page.getByText(text.connected)).toBeVisible();
      await sendPacket(page, packet8(131, 470));
      await expect(page.locator('.live-recording')).toHaveAttribute('data-phase', 'recording');
    });

    test('offers to resume after a reload mid-recording', async ({ page }) => {
      await installBluetoothStandIn(page);
      await openLive(page, lang);
      await connectAndStart(page, lang);
      await play(page, 12, () => 140);
      await page.reload();
      await expect(page.getByRole('heading', { name: text.interrupted })).toBeVisible();
      await page.getByRole('button', { name: text.resume }).click();
      await expect(page.getByText(text.connected)).toBeVisible();
      await sendPacket(page, packet8(142, 430));
      await expect(page.locator('.live-recording')).toHaveAttribute('data-phase', 'recording');
      await expect(page.getByTestId('live-bpm')).toHaveText('142');
    });

    test('stops, saves, and the session is in the calendar with our average and maximum, the belt as its source', async ({
      page,
    }) => {
      await installBluetoothStandIn(page);
      await openLive(page, lang);
      await connectAndStart(page, lang);
      // 60 s at 140 then 60 s at 160: average 150, maximum 160.
      await play(page, 120, (s) => (s < 60 ? 140 : 160));
      await page.getByRole('button', { name: text.stop, exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: text.stop, exact: true }).click();
      await expect(page.locator('.live-recording')).toHaveAttribute('data-phase', 'stopped');
      // A belt records no speed: the stopped recording is charted by its heart rate and workload only.
      const chart = (name: string) => page.getByRole('group', { name, exact: true });
      await expect(chart(text.charts.heartRate)).toBeVisible();
      await expect(chart(text.charts.workload)).toBeVisible();
      await expect(chart(text.charts.speed)).toHaveCount(0);
      await expect(chart(text.charts.distance)).toHaveCount(0);
      // Nor has it AP, distance or sprints: the summary says so instead of showing zeros.
      await expect(page.getByText(text.noMovement)).toBeVisible();
      await page.getByLabel(text.name).fill('Tempo on the belt');
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByRole('heading', { name: text.saved })).toBeVisible();
      await page.getByRole('link', { name: text.open }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Tempo on the belt' })).toBeVisible();
      await expect(page.locator('.session-facts__item--source')).toHaveText(`${text.source}${text.recordedWith}`);
      await expect(page.locator('main')).toContainText('150');
      await expect(page.locator('main')).toContainText('160');
      await expect(page.getByText(text.noMovement)).toBeVisible();
      await openInApp(page, '/calendar');
      await expect(page.locator('a[href^="/calendar/activity/live-"]:visible').first()).toBeVisible();
    });

    test('stops a demo recording whose summary is the saved session’s, to the second and the kcal', async ({
      page,
    }) => {
      await openLive(page, lang);
      await page.getByRole('button', { name: text.demoBelt }).click();
      await expect(page.getByText(text.demoConnected)).toBeVisible();
      await page.getByRole('button', { name: text.start, exact: true }).click();
      // The recording begins once the page has taken its locks, an async step: only then may the clock run on.
      await expect(page.locator('.live-recording')).toHaveAttribute('data-phase', 'recording');
      await page.clock.runFor(95_000);
      // The live page writes durations as the session page does: minutes and seconds, then "min".
      await expect(page.getByTestId('live-elapsed')).toHaveText(/^1:3\d\u00A0min$/);
      await page.getByRole('button', { name: text.stop, exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: text.stop, exact: true }).click();
      await expect(page.locator('.live-recording')).toHaveAttribute('data-phase', 'stopped');
      const stopped = await summaryFigures(page, text.figures);
      expect(stopped.duration).toMatch(/^1:3\d\u00A0min$/);
      expect(stopped.calories).toMatch(/^\d+\skcal$/u);
      await page.getByRole('button', { name: text.save }).click();
      await expect(page.getByRole('heading', { name: text.saved })).toBeVisible();
      await page.getByRole('link', { name: text.open }).click();
      await expect(page.locator('.session-facts__item--source')).toBeVisible();
      expect(await summaryFigures(page, text.figures)).toEqual(stopped);
    });

    test('keeps the HRV within each stretch across 30 s without skin contact', async ({ page }) => {
      await installBluetoothStandIn(page);
      await openLive(page, lang);
      await connectAndStart(page, lang);
      const hrv = page.getByTestId('live-rmssd');
      // 45 s of beats alternating 1000 and 1010 ms (1024 and 1034 in 1/1024 s): successive differences of 9.77 ms.
      for (let s = 0; s < 45; s += 1) {
        await sendPacket(page, packetWithContact(true, 60, s % 2 === 0 ? 1024 : 1034));
        await page.clock.runFor(1000);
        if (s >= 6) await expect(hrv).toHaveText('10 ms');
      }
      // 30 s with the contact bit "not detected", the packets still carrying a rate and RR: none is a beat.
      for (let s = 0; s < 30; s += 1) {
        await sendPacket(page, packetWithContact(false, 64, 960));
        await page.clock.runFor(1000);
        await expect(page.getByRole('alert').filter({ hasText: text.noContact })).toBeVisible();
        await expect(hrv).toHaveText('10 ms');
      }
      // The rate rose meanwhile: beats of 900 and 910 ms (922 and 932), the same 9.77-ms differences. Joined across the
      // gap the chain would add one difference of about 110 ms and show 16 ms; the minute holds the stretches apart.
      for (let s = 0; s < 30; s += 1) {
        await sendPacket(page, packetWithContact(true, 66, s % 2 === 0 ? 922 : 932));
        await page.clock.runFor(1000);
        await expect(page.getByText(text.noContact)).toHaveCount(0);
        await expect(hrv).toHaveText('10 ms');
      }
    });

    test('says plainly when the browser has no Web Bluetooth, and offers the file analysis', async ({ page }) => {
      await removeBluetooth(page);
      await openLive(page, lang);
      await expect(page.getByRole('heading', { name: text.unsupported })).toBeVisible();
      await expect(page.locator('main').getByRole('link', { name: text.analyse })).toHaveAttribute('href', '/analyse');
      await expect(page.getByRole('button', { name: text.connect })).toHaveCount(0);
    });
  });
}
