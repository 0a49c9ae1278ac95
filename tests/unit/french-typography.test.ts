import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listCatalogs, readCatalog, type CatalogEntry } from '../support/catalogs';

/**
 * The catalog lint for French typography (docs/architecture.md#translations): one apostrophe, the typographic ’, in
 * every French message, and unit names that never take a plural "s" ("40 TRIMP", "3 km", never "181 TRIMPs"). A
 * fixture catalog breaks each rule once, so the lint is shown to fire.
 */

const ROOT = path.join(import.meta.dirname, '../..');

/** Units the French texts write as symbols or abbreviations: invariable, whatever the count. */
const INVARIABLE_UNITS = ['TRIMP', 'bpm', 'km', 'AP', 'MET'];
const PLURAL_UNIT = new RegExp(`\\b(?:${INVARIABLE_UNITS.join('|')})s\\b`, 'u');

/** What is wrong with one French message's typography, if anything. */
function typographyProblems(entry: CatalogEntry): string[] {
  const text = entry.msgstr;
  const problems: string[] = [];
  if (text.includes("'")) problems.push(`straight apostrophe in "${text}"`);
  const unit = PLURAL_UNIT.exec(text);
  if (unit) problems.push(`plural unit "${unit[0]}" in "${text}"`);
  return problems.map((problem) => `${entry.file}: ${problem}`);
}

const frenchCatalogs = (dir: string) =>
  listCatalogs(dir).filter((file) => file.endsWith('fr.po') || file.includes(`${path.sep}fr${path.sep}`));

describe('the French typography lint', () => {
  it('fires on a straight apostrophe and on a plural unit (fixture)', () => {
    const findings = frenchCatalogs(path.join(import.meta.dirname, 'fixture/french-typography'))
      .flatMap(readCatalog)
      .flatMap(typographyProblems);
    expect(findings).toEqual([
      expect.stringContaining('straight apostrophe in "La batterie de la ceinture d\'entraînement"'),
      expect.stringContaining('plural unit "TRIMPs" in "{0} TRIMPs"'),
    ]);
  });

  it('finds nothing in the app’s French catalogs', () => {
    const catalogs = frenchCatalogs(path.join(ROOT, 'src'));
    expect(catalogs.length).toBeGreaterThanOrEqual(15);
    expect(catalogs.flatMap(readCatalog).flatMap(typographyProblems)).toEqual([]);
  });
});
