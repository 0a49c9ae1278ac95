import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listCatalogs, readCatalog } from '../support/catalogs';

/**
 * Every message the app can show has its French (docs/architecture.md#translations). A French message left empty
 * would fall back to English in a French page; the end-to-end suite reads only some pages in French
 * (docs/architecture.md#tests-and-measurements), so this check covers every message of every catalog.
 */

const ROOT = path.join(import.meta.dirname, '../..');

/** A feature's French catalog beside its English one: `locales/fr.po` or `locales/fr/app.po`. */
function frenchSibling(englishCatalog: string): string {
  return englishCatalog.endsWith(`${path.sep}en.po`)
    ? path.join(path.dirname(englishCatalog), 'fr.po')
    : englishCatalog.replace(`${path.sep}en${path.sep}`, `${path.sep}fr${path.sep}`);
}

const englishCatalogs = listCatalogs(path.join(ROOT, 'src')).filter(
  (file) => file.endsWith(`${path.sep}en.po`) || file.includes(`${path.sep}en${path.sep}`),
);

describe('the French catalogs', () => {
  it('exist beside each English catalog', () => {
    expect(englishCatalogs.length).toBeGreaterThanOrEqual(15);
    expect(englishCatalogs.map(frenchSibling).filter((file) => !existsSync(file))).toEqual([]);
  });

  it('translate every message of their English catalog', () => {
    const missing = englishCatalogs.flatMap((english) => {
      const french = new Map(readCatalog(frenchSibling(english)).map((entry) => [entry.msgid, entry.msgstr]));
      return readCatalog(english)
        .filter((entry) => (french.get(entry.msgid) ?? '') === '')
        .map((entry) => `${path.relative(ROOT, frenchSibling(english))}: "${entry.msgid}"`);
    });
    expect(missing).toEqual([]);
  });
});
