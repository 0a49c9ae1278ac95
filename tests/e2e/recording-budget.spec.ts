import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { chooseLanguage, login, openInApp } from '../support/pulseboard';
import { oneSizePerLanguage } from '../support/one-size-per-language';
import { encodeTinyRecordsFit } from '../support/tiny-records-fit';

/**
 * The record budget on the "Analyse a file" page (docs/product-rules.md#recording-files): a 40 MB FIT
 * file of seven million 6-byte records gets an answer (its first 4 hours, trimmed), one whose records
 * crowd its first second is refused with its message, and the page opens the next file after each. The
 * files are generated into a temporary folder, never committed; the time is measured by `npm run bench`
 * (tests/bench/fit-record-budget.mjs), not asserted here.
 */

const TEXT = {
  en: {
    choose: 'Choose a file',
    heartRate: 'Heart rate',
    trimmed: 'This recording lasts more than 4 hours: only its first 4 hours are analysed and charted.',
    tooMany: 'This recording has more records than we read before its first 4 hours end.',
  },
  fr: {
    choose: 'Choisir un fichier',
    heartRate: 'Fréquence cardiaque',
    trimmed: 'Cet enregistrement dure plus de 4 heures\u00a0: seules ses 4 premières heures sont analysées et tracées.',
    tooMany: 'Cet enregistrement contient plus de points que nous n’en lisons avant la fin de ses 4 premières heures.',
  },
} as const;
type Lang = keyof typeof TEXT;

const FILES = {
  long: 'seven-million-records.fit',
  crowded: 'seven-million-in-one-second.fit',
  next: 'ten-minutes.fit',
} as const;
let dir = '';

test.beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pulseboard-record-budget-'));
  await writeFile(path.join(dir, FILES.long), encodeTinyRecordsFit({ records: 7_000_000 }));
  await writeFile(
    path.join(dir, FILES.crowded),
    encodeTinyRecordsFit({ records: 7_000_000, recordsPerSecond: Number.POSITIVE_INFINITY }),
  );
  await writeFile(path.join(dir, FILES.next), encodeTinyRecordsFit({ records: 600 }));
});
test.afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function expectOpened(page: Page, lang: Lang, name: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible({ timeout: 60_000 });
  const chart = page.getByRole('group', { name: TEXT[lang].heartRate, exact: true });
  await expect(chart.locator('canvas')).toBeVisible({ timeout: 20_000 });
  await expect(chart).not.toHaveAttribute('aria-busy', 'true');
}

for (const lang of ['en', 'fr'] as const) {
  const t = TEXT[lang];
  test.describe(`record budget (${lang})`, oneSizePerLanguage(lang), () => {
    test('a 40 MB file of seven million tiny records is answered, a crowded one refused, and the next file opens after each', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await login(page, 'player@example.com');
      if (lang === 'fr') await chooseLanguage(page, 'fr');
      await openInApp(page, '/analyse');
      const input = page.getByLabel(t.choose);

      await input.setInputFiles(path.join(dir, FILES.long));
      await expectOpened(page, lang, FILES.long);
      await expect(page.getByText(t.trimmed)).toBeVisible();

      await input.setInputFiles(path.join(dir, FILES.next));
      await expectOpened(page, lang, FILES.next);
      await expect(page.getByText(t.trimmed)).toHaveCount(0);

      await input.setInputFiles(path.join(dir, FILES.crowded));
      const alert = page.getByRole('alert').filter({ hasText: /\S/ });
      await expect(alert).toHaveText(t.tooMany, { timeout: 60_000 });

      await input.setInputFiles(path.join(dir, FILES.next));
      await expectOpened(page, lang, FILES.next);
      await expect(alert).toHaveCount(0);
    });
  });
}
