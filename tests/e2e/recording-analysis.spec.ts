import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Download, Locator, Page } from '@playwright/test';
import { XMLValidator } from 'fast-xml-parser';
import { expect, test } from '../support/test';
import { chooseLanguage, login, openInApp, openSidebar } from '../support/pulseboard';
import { isProcessedIndividual, listSessions, pickSession } from '../support/demo-sessions';
import { oneSizePerLanguage } from '../support/one-size-per-language';
import {
  analyseWithCli,
  expectedFigures,
  gpxWithoutHeartRate,
  listRecordings,
  makeOversizedFile,
  readHms,
  readPageFigures,
  recordingPath,
  recordingsMissing,
  type PageFigures,
} from '../support/recording-analysis';

/**
 * The "Analyse a file" page: each real recording shows the figures `npm run analyze`
 * prints for it; each bad input gives its message in the user's language and the next file still
 * opens; the page with a file open passes axe; a session exports as CSV and TCX, from the file page
 * and from a demo session's page.
 */

/** The page's texts, per locale (src/ui/features/recording-analysis/locales, src/ui/session-export/locales). */
const TEXT = {
  en: {
    link: 'Analyse a file',
    choose: 'Choose a file',
    local: 'Your file stays on this device: nothing is uploaded.',
    heartRate: 'Heart rate',
    exportCsv: 'Export CSV',
    exportTcx: 'Export TCX',
    problems: {
      EMPTY: 'This file is empty.',
      TOO_LARGE: 'This file is over 50 MB.',
      UNSUPPORTED_TYPE: 'Choose a .fit, .tcx or .gpx file.',
      NOT_A_RECORDING: 'This file is not a recording we can read.',
      TRUNCATED: 'This FIT file is cut short: it may not have finished copying.',
      NO_HEART_RATE: 'This recording has no heart rate.',
    },
  },
  fr: {
    link: 'Analyser un fichier',
    choose: 'Choisir un fichier',
    local: 'Votre fichier reste sur cet appareil : rien n’est envoyé.',
    heartRate: 'Fréquence cardiaque',
    exportCsv: 'Exporter en CSV',
    exportTcx: 'Exporter en TCX',
    problems: {
      EMPTY: 'Ce fichier est vide.',
      TOO_LARGE: 'Ce fichier dépasse 50 Mo.',
      UNSUPPORTED_TYPE: 'Choisissez un fichier .fit, .tcx ou .gpx.',
      NOT_A_RECORDING: 'Ce fichier n’est pas un enregistrement lisible.',
      TRUNCATED: 'Ce fichier FIT est incomplet : sa copie n’est peut-être pas terminée.',
      NO_HEART_RATE: 'Cet enregistrement ne contient pas de fréquence cardiaque.',
    },
  },
} as const;
type Lang = keyof typeof TEXT;

/** The CSV's header line (src/domain/export/session-timeline-csv.ts, documented in the README). */
const CSV_HEADER = 'elapsed_s,bpm,hrmax_percent,edwards_zone,speed_mps,distance_m,ap';
/** A name a file system on Windows, macOS or Linux could refuse, or a hidden one. */
// eslint-disable-next-line no-control-regex -- control characters are among the unsafe ones
const UNSAFE_FILE_NAME = /[<>:"/\\|?*\u0000-\u001F\u007F]|^[ .]|[ .]$/u;

/** Just over the 50 MB limit (MAX_RECORDING_FILE_BYTES in src/domain/recording/recording-file.ts). */
const OVER_LIMIT_BYTES = 50 * 1024 * 1024 + 1;

/** The page's file input (inside its drop zone). */
const fileInput = (page: Page, lang: Lang): Locator => page.getByLabel(TEXT[lang].choose);

/**
 * Chooses a file and waits until the page shows it: its name as the h2 and a drawn heart-rate
 * chart (a canvas, no longer busy).
 */
async function openRecording(
  page: Page,
  lang: Lang,
  file: string | { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  await fileInput(page, lang).setInputFiles(file);
  const name = typeof file === 'string' ? file.split('/').pop() : file.name;
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible({ timeout: 30_000 });
  const chart = page.getByRole('group', { name: TEXT[lang].heartRate, exact: true });
  await expect(chart.locator('canvas')).toBeVisible({ timeout: 20_000 });
  await expect(chart).not.toHaveAttribute('aria-busy', 'true');
}

/** Chooses a bad file and expects exactly its message, in one alert. */
async function expectRefused(
  page: Page,
  lang: Lang,
  file: string | { name: string; mimeType: string; buffer: Buffer },
  message: string,
): Promise<void> {
  await fileInput(page, lang).setInputFiles(file);
  const alert = page.getByRole('alert').filter({ hasText: /\S/ });
  await expect(alert).toHaveCount(1, { timeout: 20_000 });
  await expect(alert).toHaveText(message);
  // The drop zone stays usable.
  await expect(fileInput(page, lang)).toBeEnabled();
}

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('analyse a file: the real recordings', oneSizePerLanguage('en'), () => {
  test('each recording shows the figures of `npm run analyze`', async ({ page }, testInfo) => {
    const missing = recordingsMissing();
    testInfo.skip(missing !== null, missing ?? '');
    test.setTimeout(150_000);
    const files = listRecordings();
    // The CLI runs (one process per file, in parallel) while the browser signs in.
    const cli = Object.fromEntries(files.map((name) => [name, analyseWithCli(name)]));
    await login(page, 'player@example.com');
    await openInApp(page, '/analyse');
    await expect(page.getByRole('heading', { level: 1, name: TEXT.en.link })).toBeVisible();

    const rows: string[] = [];
    const mismatches: string[] = [];
    for (const name of files) {
      await openRecording(page, 'en', recordingPath(name));
      const shown: PageFigures = await readPageFigures(page, 'en');
      const summary = await cli[name]!;
      const expected = expectedFigures(summary, 'en');
      for (const key of ['analysed', 'coverage', 'avg', 'max'] as const) {
        if (shown[key] !== expected[key])
          mismatches.push(`${name} ${key}: page "${shown[key]}", analyze "${expected[key]}"`);
      }
      rows.push(
        `| ${name} | ${shown.avg} | ${summary.avgBpm ?? '–'} | ${shown.max} | ${summary.maxBpm ?? '–'} | ${shown.analysed} | ${summary.durationSeconds} s | ` +
          `${shown.coverage} | ${summary.coveragePercent} | ${shown.recorded} | ${shown.deviceAvg} / ${shown.deviceMax} | ${shown.dropouts} | ${shown.artefacts} |`,
      );
    }
    const table = [
      '| File | Avg (page) | avgBpm (analyze) | Max (page) | maxBpm (analyze) | Analysed (page) | durationSeconds (analyze) | Coverage (page) | coveragePercent (analyze) | Recorded (page) | Device avg / max (page) | Dropouts > 10 s | Artefacts |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n');
    console.log(table);
    testInfo.annotations.push({ type: 'recordings', description: table });
    expect(mismatches, 'figures on the page that differ from `npm run analyze`').toEqual([]);
  });
});

for (const lang of ['en', 'fr'] as const) {
  const text = TEXT[lang];
  test.describe(`analyse a file: bad input (${lang})`, oneSizePerLanguage(lang), () => {
    test('each bad input gives its message; the next file opens; the page with a file open passes axe', async ({
      page,
    }, testInfo) => {
      const missing = recordingsMissing();
      testInfo.skip(missing !== null, missing ?? '');
      test.setTimeout(90_000);
      const good = 'run_fr410.tcx';
      const truncated = await readFile(recordingPath('run_steady_fenix2.fit'));
      const oversized = await makeOversizedFile('too-big.fit', OVER_LIMIT_BYTES);
      try {
        await login(page, 'player@example.com');
        await chooseLanguage(page, lang);
        await openSidebar(page);
        await page.locator('#sidebar nav').getByRole('link', { name: text.link }).click();
        await expect(page).toHaveURL(/\/analyse$/);
        await expect(page.getByRole('heading', { level: 1, name: text.link })).toBeVisible();
        await expect(page.getByText(text.local)).toBeVisible();
        await expect(fileInput(page, lang)).toHaveAttribute('accept', '.fit,.tcx,.gpx');

        await expectRefused(
          page,
          lang,
          { name: 'empty.fit', mimeType: 'application/octet-stream', buffer: Buffer.alloc(0) },
          text.problems.EMPTY,
        );
        await expectRefused(page, lang, oversized.file, text.problems.TOO_LARGE);
        await expectRefused(
          page,
          lang,
          {
            name: 'shopping-list.fit',
            mimeType: 'application/octet-stream',
            buffer: Buffer.from('eggs, milk, bread\n'.repeat(400)),
          },
          text.problems.NOT_A_RECORDING,
        );
        await expectRefused(
          page,
          lang,
          {
            name: 'cut-short.fit',
            mimeType: 'application/octet-stream',
            buffer: truncated.subarray(0, Math.floor(truncated.length / 2)),
          },
          text.problems.TRUNCATED,
        );
        await expectRefused(
          page,
          lang,
          { name: 'no-heart-rate.gpx', mimeType: 'application/gpx+xml', buffer: Buffer.from(gpxWithoutHeartRate()) },
          text.problems.NO_HEART_RATE,
        );
        await expectRefused(
          page,
          lang,
          { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a recording') },
          text.problems.UNSUPPORTED_TYPE,
        );

        // The next good file opens, and clears the message.
        await openRecording(page, lang, recordingPath(good));
        await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
        // The figures in the language's format (their values are the test above's).
        const figures = await readPageFigures(page, lang);
        const decimal = lang === 'fr' ? ',' : '.';
        expect(figures.coverage).toMatch(new RegExp(`^\\d{1,3}\\${decimal}\\d${lang === 'fr' ? ' ' : ''}%$`));
        expect(figures.avg).toMatch(new RegExp(`^\\d{2,3}\\${decimal}\\d bpm$`));

        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await oversized.remove();
      }
    });
  });
}

/** Clicks an export button and reads the file it downloads. */
async function download(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [file]: [Download, void] = await Promise.all([
    page.waitForEvent('download', { timeout: 20_000 }),
    page.getByRole('button', { name: button }).click(),
  ]);
  const filePath = await file.path();
  return { name: file.suggestedFilename(), text: await readFile(filePath, 'utf8') };
}

/**
 * The CSV: its header, then one row per whole second, from 0 to `lastSecond`, in order. A file's
 * samples run from 0 to its analysed span N inclusive (N + 1 instants); a stored session's timeline
 * is N one-second buckets, 0 to N − 1.
 */
function expectTimelineCsv(csv: string, lastSecond: number): void {
  const lines = csv.split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  expect(lines[0]).toBe(CSV_HEADER);
  const elapsed = lines.slice(1).map((line) => line.split(',')[0]);
  expect(elapsed.length, `one row per second from 0 to ${lastSecond}`).toBe(lastSecond + 1);
  expect(elapsed[0]).toBe('0');
  expect(elapsed.at(-1)).toBe(String(lastSecond));
  expect(
    elapsed.every((value, i) => value === String(i)),
    'elapsed_s counts up one second per row',
  ).toBe(true);
}

/** The TCX: well-formed XML, an activity with trackpoints carrying heart rates. */
function expectTcx(tcx: string): void {
  expect(XMLValidator.validate(tcx)).toBe(true);
  expect(tcx).toContain('<TrainingCenterDatabase');
  expect(tcx.match(/<Trackpoint>/g)?.length ?? 0).toBeGreaterThan(0);
  expect(tcx).toMatch(/<HeartRateBpm>\s*<Value>\d+<\/Value>\s*<\/HeartRateBpm>/);
}

function expectFileName(name: string, extension: 'csv' | 'tcx', date: RegExp): void {
  expect(name).toMatch(new RegExp(`^${date.source} .+\\.${extension}$`));
  expect(name).not.toMatch(UNSAFE_FILE_NAME);
}

test.describe('export a session', oneSizePerLanguage('en'), () => {
  // The file name carries the session's date in the user's time zone: UTC here, so the day is known.
  test.use({ timezoneId: 'UTC' });

  test('CSV and TCX from the file page and from a demo session’s page', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await login(page, 'player@example.com');

    // The file page (when the recordings are there): run_steady_fenix2.fit started on 2015-08-15
    // (PROVENANCE.md); its title is the file's name without the extension.
    const missing = recordingsMissing();
    if (missing === null) {
      await openInApp(page, '/analyse');
      await openRecording(page, 'en', recordingPath('run_steady_fenix2.fit'));
      const analysed = readHms((await readPageFigures(page, 'en')).analysed);
      const fileCsv = await download(page, TEXT.en.exportCsv);
      expect(fileCsv.name).toBe('2015-08-15 run_steady_fenix2.csv');
      expectTimelineCsv(fileCsv.text, analysed);
      const fileTcx = await download(page, TEXT.en.exportTcx);
      expect(fileTcx.name).toBe('2015-08-15 run_steady_fenix2.tcx');
      expectTcx(fileTcx.text);
    } else {
      testInfo.annotations.push({ type: 'skipped part', description: `the file page's export: ${missing}` });
    }

    // A demo session's page: the analysed seconds the session's API gives.
    const session = pickSession(await listSessions(page), isProcessedIndividual);
    const info = await page.evaluate(async (id) => {
      const token = localStorage.getItem('token_id') ?? '';
      const response = await fetch(`/api/web/player-activities/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await response.json()) as { playerActivityInfo: { analysedSeconds: number } }).playerActivityInfo;
    }, session.activityId);
    await openInApp(page, `/calendar/activity/${session.activityId}`);
    await expect(page.locator('.session-detail')).toBeVisible(); // the session's page, not the one before it
    const chart = page.getByRole('group', { name: TEXT.en.heartRate, exact: true });
    await expect(chart.locator('canvas')).toBeVisible();
    const day = session.startTime.slice(0, 10);
    const sessionCsv = await download(page, TEXT.en.exportCsv);
    expectFileName(sessionCsv.name, 'csv', new RegExp(day));
    expectTimelineCsv(sessionCsv.text, Math.round(info.analysedSeconds) - 1);
    const sessionTcx = await download(page, TEXT.en.exportTcx);
    expectFileName(sessionTcx.name, 'tcx', new RegExp(day));
    expectTcx(sessionTcx.text);
    // Nothing left busy, no error shown.
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  });
});
