import { sharePageInBlock } from '../support/shared-page';
import { expect, test } from '../support/test';
import type { Locator, Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { openInApp } from '../support/pulseboard';
import { isProcessedIndividual, pickSession, signInAlex, type CalendarEvent } from '../support/demo-sessions';
import { ALSO_IN_FRENCH, oneSizePerLanguage } from '../support/one-size-per-language';

/** The texts the session detail's charts and forms show, per locale (src/ui/features/session-detail/locales, src/ui/messages). */
const TEXT = {
  en: {
    heartRate: 'Heart rate',
    hrUnit: 'Heart-rate unit',
    bpm: 'bpm',
    percent: '% HRmax',
    showTable: 'Show data table',
    valueBpm: 'Value (bpm)',
    valuePercent: 'Value (% HRmax)',
    dragHint: 'Drag across a chart to zoom in.',
    touchHint: 'Touch and hold a chart, then drag sideways to zoom in.',
    showWhole: 'Show the whole session',
    useSpan: 'Use selected span',
    startMinutes: 'Start minutes',
    startSeconds: 'Start seconds',
    endMinutes: 'End minutes',
    endSeconds: 'End seconds',
    upload: 'Upload a file (up to 10 MB)',
    fileTooLarge: 'This file is larger than 10 MB. Please choose a smaller file.',
    noAttachments: 'No attachments yet.',
    resync: 'Resync',
    deleteSession: 'Delete session',
    resynced: 'Resync requested. The session will be processed again.',
    processing: 'This session is being processed. Please check again in a few minutes.',
  },
  fr: {
    heartRate: 'Fréquence cardiaque',
    hrUnit: 'Unité de fréquence cardiaque',
    bpm: 'bpm',
    percent: '% FCmax',
    showTable: 'Afficher le tableau de données',
    valueBpm: 'Valeur (bpm)',
    valuePercent: 'Valeur (% FCmax)',
    dragHint: 'Faites glisser sur un graphique pour zoomer.',
    touchHint: 'Maintenez le doigt sur un graphique, puis glissez-le sur le côté pour zoomer.',
    showWhole: 'Afficher toute la séance',
    useSpan: 'Utiliser la période sélectionnée',
    startMinutes: 'Minutes de début',
    startSeconds: 'Secondes de début',
    endMinutes: 'Minutes de fin',
    endSeconds: 'Secondes de fin',
    upload: 'Envoyer un fichier (10 Mo maximum)',
    fileTooLarge: 'Ce fichier dépasse 10 Mo. Veuillez choisir un fichier plus petit.',
    noAttachments: 'Aucune pièce jointe pour l’instant.',
    resync: 'Resynchroniser',
    deleteSession: 'Supprimer la séance',
    resynced: 'Resynchronisation demandée. La séance va être traitée à nouveau.',
    processing: 'Cette séance est en cours de traitement. Veuillez revenir dans quelques minutes.',
  },
} as const;
type Lang = keyof typeof TEXT;
type Text = (typeof TEXT)[Lang];

/**
 * The latest session that fits. isProcessedIndividual is a normal session Alex recorded himself
 * (processed, under 3 hours): it has charts and he may resync it.
 */
const pick = (sessions: readonly CalendarEvent[], predicate: (e: CalendarEvent) => boolean): string =>
  pickSession(sessions, predicate).activityId;
/** A game is run by the team's coach: its player may not resync it. */
const processedGame = (e: CalendarEvent) => e.type === 'GAME' && e.dataStatus === 'PROCESSED';

/** Opens a session and waits until the heart-rate chart has its data. */
async function openWithCharts(page: Page, activityId: string, text: Text): Promise<Locator> {
  await openInApp(page, `/calendar/activity/${activityId}`);
  await expect(page.locator('.session-detail')).toBeVisible(); // the session's page, not the one before it
  const chart = page.getByRole('group', { name: text.heartRate, exact: true });
  await expect(chart.locator('canvas')).toBeVisible();
  await expect(chart).not.toHaveAttribute('aria-busy', 'true');
  return chart;
}

/** "Showing 00:00 to 52:00, 60-second steps." read back as seconds. */
async function shownSpan(page: Page): Promise<{ start: number; end: number; text: string }> {
  const text = (await page.locator('.session-charts__span').textContent()) ?? '';
  const match = /(\d+):(\d{2})\D+(\d+):(\d{2})/.exec(text);
  if (!match) throw new Error(`no span in "${text}"`);
  const [, sm, ss, em, es] = match.map(Number) as [number, number, number, number, number];
  return { start: sm * 60 + ss, end: em * 60 + es, text };
}

/** The time-axis labels the heart-rate chart draws. */
const timeTicks = (chart: Locator) => chart.locator('.pb-chart__axes > g > text.pb-chart__tick').allTextContents();

/**
 * Drags across the middle third of the chart's plot: with the mouse on a desktop; on a phone with
 * one finger (real touch events), held still first, since a finger's drag alone reads the chart
 * and a hold then a drag zooms it (docs/product-rules.md#charts-on-touch).
 */
async function dragAcross(page: Page, chart: Locator, isPhone: boolean): Promise<void> {
  await chart.scrollIntoViewIfNeeded();
  const box = await chart.boundingBox();
  if (!box) throw new Error('the chart has no box');
  // The plot sits inside the chart's margins (time-series-chart.tsx: 48 px left, 16 px right).
  const plotLeft = box.x + 48;
  const plotWidth = box.width - 64;
  const y = box.y + box.height / 2;
  const from = plotLeft + plotWidth / 3;
  const to = plotLeft + (plotWidth * 2) / 3;
  if (!isPhone) {
    await page.mouse.move(from, y);
    await page.mouse.down();
    await page.mouse.move(to, y, { steps: 8 });
    await page.mouse.up();
    return;
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  await page.waitForTimeout(600);
  for (let i = 1; i <= 8; i += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from + ((to - from) * i) / 8, y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

for (const lang of ['en', 'fr'] as const) {
  const text = TEXT[lang];
  test.describe(`session detail charts (${lang})`, oneSizePerLanguage(lang), () => {
    // One page for the block: Alex signed in (in French when asked), his sessions listed.
    let sessions: CalendarEvent[] = [];
    const shared = sharePageInBlock(async (page) => {
      sessions = await signInAlex(page, lang);
    });
    test('dragging across the heart-rate chart zooms it; the span fills the segment form', ALSO_IN_FRENCH, async () => {
      const { page } = shared;
      const chart = await openWithCharts(page, pick(sessions, isProcessedIndividual), text);
      const form = page.locator('form.session-segment-form');
      const whole = await shownSpan(page);
      const wholeTicks = await timeTicks(chart);
      expect(whole.start).toBe(0);
      const isPhone = test.info().project.name === 'phone';
      // The hint speaks of the pointer in the hand: a mouse's drag, a finger's hold and drag.
      const hint = isPhone ? text.touchHint : text.dragHint;
      await expect(page.getByText(hint)).toBeVisible();
      await expect(page.getByRole('button', { name: text.showWhole })).toHaveCount(0);
      await expect(form.getByRole('button', { name: text.useSpan })).toHaveCount(0);

      await dragAcross(page, chart, isPhone);

      const reset = page.getByRole('button', { name: text.showWhole });
      await expect(reset).toBeVisible();
      await expect(page.getByText(hint)).toHaveCount(0);
      const zoomed = await shownSpan(page);
      // The middle third of the session, give or take the rounding to whole seconds.
      const third = whole.end / 3;
      expect(Math.abs(zoomed.start - third)).toBeLessThan(third / 10);
      expect(Math.abs(zoomed.end - 2 * third)).toBeLessThan(third / 10);
      await expect.poll(() => timeTicks(chart)).not.toEqual(wholeTicks);

      await form.getByRole('button', { name: text.useSpan }).click();
      await expect(form.getByLabel(text.startMinutes)).toHaveValue(String(Math.floor(zoomed.start / 60)));
      await expect(form.getByLabel(text.startSeconds)).toHaveValue(String(zoomed.start % 60));
      await expect(form.getByLabel(text.endMinutes)).toHaveValue(String(Math.floor(zoomed.end / 60)));
      await expect(form.getByLabel(text.endSeconds)).toHaveValue(String(zoomed.end % 60));

      await reset.click();
      await expect(page.getByText(hint)).toBeVisible();
      await expect(page.locator('.session-charts__span')).toHaveText(whole.text);
      await expect.poll(() => timeTicks(chart)).toEqual(wholeTicks);
    });

    test('the bpm / % HRmax toggle changes the heart-rate chart’s unit', ALSO_IN_FRENCH, async () => {
      const { page } = shared;
      const chart = await openWithCharts(page, pick(sessions, isProcessedIndividual), text);
      const units = page.getByRole('group', { name: text.hrUnit });
      const figure = page.locator('.pb-heart-rate-chart');
      const table = figure.getByRole('table', { name: text.heartRate });
      const firstValue = table.locator('tbody tr').first().locator('td').first();
      const unitCaption = chart.locator('text.pb-chart__caption', {
        hasText: new RegExp(`^${text.bpm}$|^${text.percent}$`),
      });
      await expect(units.getByRole('button', { name: text.bpm, exact: true })).toHaveAttribute('aria-pressed', 'true');
      await figure.getByRole('button', { name: text.showTable }).click();
      await expect(table).toBeVisible();
      await expect(table.getByRole('columnheader', { name: text.valueBpm })).toBeVisible();
      await expect(firstValue).toHaveText(/^\d+\sbpm$/);
      await expect(unitCaption).toHaveText(text.bpm);
      const bpm = Number.parseInt((await firstValue.textContent()) ?? '', 10);

      await units.getByRole('button', { name: text.percent }).click();
      await expect(units.getByRole('button', { name: text.percent })).toHaveAttribute('aria-pressed', 'true');
      await expect(units.getByRole('button', { name: text.bpm, exact: true })).toHaveAttribute('aria-pressed', 'false');
      await expect(table.getByRole('columnheader', { name: text.valuePercent })).toBeVisible();
      // English writes 48% HRmax, French 48 % FCmax with a narrow no-break space (Intl's percent).
      await expect(firstValue).toHaveText(new RegExp(`^\\d+\\s?${text.percent}$`));
      await expect(unitCaption).toHaveText(text.percent);
      const percent = Number.parseInt((await firstValue.textContent()) ?? '', 10);
      // The same sample as a share of an HRmax between 150 and 220 bpm.
      expect(percent).toBeGreaterThanOrEqual(Math.floor((bpm * 100) / 220));
      expect(percent).toBeLessThanOrEqual(Math.ceil((bpm * 100) / 150));

      await units.getByRole('button', { name: text.bpm, exact: true }).click();
      await expect(firstValue).toHaveText(new RegExp(`^${bpm}\\sbpm$`));
    });

    test('a file over 10 MB is refused with the 10 MB message and is not added', async () => {
      const { page } = shared;
      await openWithCharts(page, pick(sessions, isProcessedIndividual), text);
      const uploads: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/attachments')) uploads.push(request.url());
      });
      const attachments = page.locator('.session-attachments li');
      const before = await attachments.count();
      await page.getByLabel(text.upload).setInputFiles({
        name: 'e2e-too-big.bin',
        mimeType: 'application/octet-stream',
        buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 1),
      });
      await expect(page.getByRole('alert').filter({ hasText: text.fileTooLarge })).toBeVisible();
      await expect(page.getByText('e2e-too-big.bin')).toHaveCount(0);
      await expect(attachments).toHaveCount(before);
      if (before === 0) await expect(page.getByText(text.noAttachments)).toBeVisible();
      expect(uploads).toEqual([]);
    });

    test('resync: offered on the player’s own session and confirmed; not offered on a coach-run game', async () => {
      const { page } = shared;
      await openWithCharts(page, pick(sessions, processedGame), text);
      // The page's actions are there (delete), without resync.
      await expect(page.getByRole('button', { name: text.deleteSession })).toBeVisible();
      await expect(page.getByRole('button', { name: text.resync })).toHaveCount(0);

      // Not the session the other tests read: once resynced, it is processed again and has no charts for a while.
      const older = sessions.filter(isProcessedIndividual).at(-2);
      if (older === undefined) throw new Error('the demo player has fewer than two processed sessions of his own');
      await openWithCharts(page, older.activityId, text);
      await page.getByRole('button', { name: text.resync }).click();
      await expect(page.locator('.toast', { hasText: text.resynced })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: text.processing })).toBeVisible();
    });

    test('a loaded session with its charts has no serious or critical accessibility violation', async () => {
      const { page } = shared;
      await openWithCharts(page, pick(sessions, isProcessedIndividual), text);
      await expect(page.getByRole('group', { name: text.heartRate, exact: true })).toBeVisible();
      const scan = async () => {
        const result = await new AxeBuilder({ page }).include('.session-detail').analyze();
        return result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      };
      expect(await scan()).toEqual([]);
      // The data table shown on screen is part of the page too.
      await page.locator('.pb-heart-rate-chart').getByRole('button', { name: text.showTable }).click();
      expect(await scan()).toEqual([]);
    });
  });
}
