import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The tools of the "Analyse a file" end-to-end tests (tests/e2e/recording-analysis.spec.ts): the
 * real recordings read where they live (never copied into the repository), `npm run analyze` on
 * each of them (the other entry point to the same parsers and analysis), and the page's figures
 * read from its "Data quality" and "Device and Pulseboard" cards.
 */

/** The eight real recordings (../shared/data/recordings/PROVENANCE.md). */
const RECORDINGS_DIR = path.resolve(process.cwd(), '../shared/data/recordings');

/** Why the recordings' tests skip, or null when the folder is there. */
export function recordingsMissing(): string | null {
  return existsSync(RECORDINGS_DIR)
    ? null
    : `the real recordings are not at ${RECORDINGS_DIR} (see the README): skipped`;
}

/** The recordings' file names (.fit, .tcx, .gpx), sorted. */
export function listRecordings(): string[] {
  return readdirSync(RECORDINGS_DIR)
    .filter((name) => /\.(fit|tcx|gpx)$/i.test(name))
    .sort();
}

export const recordingPath = (name: string): string => path.join(RECORDINGS_DIR, name);

/** The figures of the JSON object `npm run analyze` prints (tools/recording/recording-summary.ts) that the page shows too. */
interface CliSummary {
  readonly durationSeconds: number;
  readonly coveragePercent: number;
  readonly avgBpm: number | null;
  readonly maxBpm: number | null;
}

const run = promisify(execFile);
const summaries = new Map<string, Promise<CliSummary>>();

/**
 * `npm run analyze <file>` (tsx tools/recording/analyze-cli.ts, the script's own command, without
 * npm's start-up), once per file per test worker; callers start them all at once so that they run
 * in parallel.
 */
export function analyseWithCli(name: string): Promise<CliSummary> {
  let summary = summaries.get(name);
  if (!summary) {
    const tsx = path.resolve(process.cwd(), 'node_modules/.bin/tsx');
    summary = run(tsx, ['tools/recording/analyze-cli.ts', recordingPath(name)], {
      cwd: process.cwd(),
      timeout: 60_000,
    }).then(({ stdout }) => JSON.parse(stdout) as CliSummary);
    summaries.set(name, summary);
  }
  return summary;
}

/** "4:00:00" for 14 400 s: hours, then minutes and seconds on two digits. */
function formatHms(totalSeconds: number): string {
  const seconds = Math.round(totalSeconds);
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** One decimal, with the language's separator ("97.3" / "97,3"). */
function formatOneDecimal(value: number, lang: 'en' | 'fr'): string {
  const text = value.toFixed(1);
  return lang === 'fr' ? text.replace('.', ',') : text;
}

/** Text as read, with every kind of space (no-break, narrow no-break) as one plain space. */
const normaliseSpaces = (text: string | null): string => (text ?? '').replace(/\s+/gu, ' ').trim();

/** The figures the page shows for an open file, as text. */
export interface PageFigures {
  readonly recorded: string;
  readonly analysed: string;
  readonly coverage: string;
  readonly dropouts: string;
  readonly artefacts: string;
  readonly deviceAvg: string;
  readonly deviceMax: string;
  readonly avg: string;
  readonly max: string;
}

/** The texts of the two cards (the contract's "Data quality" and "Device and Pulseboard"), per locale. */
const CARD_TEXT = {
  en: {
    quality: 'Data quality',
    recorded: 'Recorded',
    analysed: 'Analysed',
    coverage: 'Heart-rate coverage',
    dropouts: 'Dropouts over 10 s',
    artefacts: 'Artefacts removed',
    comparison: 'Device and Pulseboard',
    average: 'Average heart rate',
    maximum: 'Maximum heart rate',
  },
  fr: {
    quality: 'Qualité des données',
    recorded: 'Enregistré',
    analysed: 'Analysé',
    coverage: 'Couverture cardio',
    dropouts: 'Coupures de plus de 10 s',
    artefacts: 'Artefacts retirés',
    comparison: 'Appareil et Pulseboard',
    average: 'Fréquence cardiaque moyenne',
    maximum: 'Fréquence cardiaque maximale',
  },
} as const;

/** The `<dd>` that follows the `<dt>` reading `term` in a card's `<dl>`. */
function definition(card: Locator, term: string): Locator {
  return card.locator(`xpath=.//dl/dt[normalize-space(.)="${term}"]/following-sibling::dd[1]`);
}

/** The device's and Pulseboard's cells of a row of the comparison table (columns "", Device, Pulseboard). */
function comparisonCells(card: Locator, rowName: string): { device: Locator; ours: Locator } {
  const row = card
    .getByRole('table')
    .getByRole('row')
    .filter({ has: card.page().getByText(rowName, { exact: true }) });
  const cells = row.locator('th, td');
  return { device: cells.nth(1), ours: cells.nth(2) };
}

/** Reads the open file's figures from its two cards. */
export async function readPageFigures(page: Page, lang: 'en' | 'fr'): Promise<PageFigures> {
  const text = CARD_TEXT[lang];
  const quality = page.getByRole('region', { name: text.quality, exact: true });
  const comparison = page.getByRole('region', { name: text.comparison, exact: true });
  await expect(quality).toBeVisible();
  await expect(comparison).toBeVisible();
  const read = async (locator: Locator) => normaliseSpaces(await locator.textContent({ timeout: 5_000 }));
  const average = comparisonCells(comparison, text.average);
  const maximum = comparisonCells(comparison, text.maximum);
  return {
    recorded: await read(definition(quality, text.recorded)),
    analysed: await read(definition(quality, text.analysed)),
    coverage: await read(definition(quality, text.coverage)),
    dropouts: await read(definition(quality, text.dropouts)),
    artefacts: await read(definition(quality, text.artefacts)),
    deviceAvg: await read(average.device),
    deviceMax: await read(maximum.device),
    avg: await read(average.ours),
    max: await read(maximum.ours),
  };
}

/** What the page must show for a file, from the CLI's summary (the contract's formats). */
export function expectedFigures(
  cli: CliSummary,
  lang: 'en' | 'fr',
): Pick<PageFigures, 'analysed' | 'coverage' | 'avg' | 'max'> {
  return {
    analysed: formatHms(cli.durationSeconds),
    // English writes "97.5%", French "97,5 %" (normaliseSpaces makes its no-break space a plain one).
    coverage: `${formatOneDecimal(cli.coveragePercent, lang)}${lang === 'fr' ? ' ' : ''}%`,
    avg: cli.avgBpm === null ? '–' : `${formatOneDecimal(cli.avgBpm, lang)} bpm`,
    max: cli.maxBpm === null ? '–' : `${cli.maxBpm} bpm`,
  };
}

/** "h:mm:ss" read back as seconds. */
export function readHms(text: string): number {
  const match = /^(\d+):(\d{2}):(\d{2})$/.exec(text);
  if (!match) throw new Error(`not h:mm:ss: "${text}"`);
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

/**
 * A file over the 50 MB limit without writing 50 MB: a sparse file (a hole the file system does not
 * store), in a fresh temporary folder. Playwright hands the browser its path, so nothing reads it
 * unless the page does (it must not: the size is checked first).
 */
export async function makeOversizedFile(
  name: string,
  sizeBytes: number,
): Promise<{ file: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pulseboard-e2e-'));
  const file = path.join(dir, name);
  const handle = await open(file, 'w');
  try {
    await handle.truncate(sizeBytes);
  } finally {
    await handle.close();
  }
  return { file, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A valid GPX 1.1 track of one minute, with times and positions but no heart rate. */
export function gpxWithoutHeartRate(): string {
  const start = Date.UTC(2026, 0, 10, 8, 0, 0);
  const points = Array.from({ length: 60 }, (_, i) => {
    const time = new Date(start + i * 1000).toISOString();
    return `<trkpt lat="${(48.8566 + i * 0.00003).toFixed(6)}" lon="2.352200"><ele>35</ele><time>${time}</time></trkpt>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="pulseboard-e2e" xmlns="http://www.topografix.com/GPX/1/1">',
    '<trk><name>No heart rate</name><trkseg>',
    ...points,
    '</trkseg></trk></gpx>',
  ].join('\n');
}
