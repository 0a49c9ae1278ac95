import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Reading the Lingui .po catalogs for the tests that check every catalog's messages. */

const ROOT = path.join(import.meta.dirname, '../..');

export interface CatalogEntry {
  /** The catalog's path from the repository's root. */
  readonly file: string;
  readonly msgid: string;
  readonly msgstr: string;
}

/** The quoted parts of a keyword's value, joined (a .po value may span several lines). */
function quoted(lines: readonly string[], keyword: string): string {
  const at = lines.findIndex((line) => line.startsWith(`${keyword} `));
  if (at < 0) return '';
  const parts: string[] = [];
  for (let i = at; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    if (i > at && !line.startsWith('"')) break;
    const value = /"(.*)"\s*$/u.exec(line)?.[1] ?? '';
    parts.push(value.replace(/\\"/gu, '"').replace(/\\\\/gu, '\\'));
  }
  return parts.join('');
}

/** A catalog's messages, comments and the header left out. */
export function readCatalog(file: string): CatalogEntry[] {
  return readFileSync(file, 'utf8')
    .split(/\n\s*\n/u)
    .map((block) => block.split('\n').filter((line) => !line.startsWith('#')))
    .map((lines) => ({
      file: path.relative(ROOT, file),
      msgid: quoted(lines, 'msgid'),
      msgstr: quoted(lines, 'msgstr'),
    }))
    .filter((entry) => entry.msgid !== '');
}

/** The .po files under a folder, at any depth. */
export function listCatalogs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listCatalogs(full);
    return entry.name.endsWith('.po') ? [full] : [];
  });
}
