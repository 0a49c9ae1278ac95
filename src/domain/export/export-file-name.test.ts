import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../time/civil-date';
import { MAX_EXPORT_FILE_NAME_BYTES, nameExportFile, type ExportFormat } from './export-file-name';

const startDay = '2026-11-03' as IsoDate;
const name = (title: string, format: ExportFormat = 'tcx', day: IsoDate | null = startDay) =>
  nameExportFile({ title }, format, day);

// eslint-disable-next-line no-control-regex -- control characters are among the forbidden ones
const FORBIDDEN = /[<>:"/\\|?*\u0000-\u001F\u007F-\u009F]/u;
const RESERVED = /^(con|prn|aux|nul|conin\$|conout\$|com[0-9¹²³]|lpt[0-9¹²³])$/iu;
const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/** Titles full of what file systems refuse: forbidden and invisible characters, device names, dots, spaces, long text. */
const hostileTitle = fc.string({
  unit: fc.oneof(
    fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code)),
    fc.constantFrom(
      '<',
      '>',
      ':',
      '"',
      '/',
      '\\',
      '|',
      '?',
      '*',
      '.',
      ' ',
      '\t',
      '\n',
      '\u202E',
      '\u200D',
      '\uD800',
      'é',
      'e\u0301',
      '🏃',
    ),
    fc.constantFrom('CON', 'nul', 'Com1', 'LPT²', 'aux', 'PRN', 'conin$'),
  ),
  maxLength: 80,
  size: 'max',
});

/** The name's title part, given back as a title. */
function titlePart(fileName: string, hasDate: boolean): string {
  const base = fileName.replace(/\.(csv|tcx)$/, '');
  return hasDate ? base.slice('2026-11-03'.length).trimStart() : base;
}

describe('nameExportFile: examples', () => {
  it('the start’s local day, then the name, then the format', () => {
    expect(name('Morning run')).toBe('2026-11-03 Morning run.tcx');
    expect(name('Morning run', 'csv')).toBe('2026-11-03 Morning run.csv');
    expect(name('Late', 'csv', '2026-11-04' as IsoDate)).toBe('2026-11-04 Late.csv');
  });

  it('replaces forbidden characters, keeps accents, drops bidirectional overrides and loose ends', () => {
    expect(name('U17 vs. "Lyon": 2/1 <win>?*|\\')).toBe('2026-11-03 U17 vs. Lyon 2 1 win.tcx');
    expect(name('  Séance\tfractionnée…  ')).toBe('2026-11-03 Séance fractionnée….tcx');
    expect(name('run\u202Exct.exe')).toBe('2026-11-03 runxct.exe.tcx');
    expect(name('...hidden. . ')).toBe('2026-11-03 hidden.tcx');
    expect(name('Cafe\u0301')).toBe('2026-11-03 Café.tcx');
  });

  it('never empty and never a Windows device name, even without a date', () => {
    expect(name('')).toBe('2026-11-03.tcx');
    expect(name('CON')).toBe('2026-11-03 CON.tcx');
    expect(name('', 'csv', null)).toBe('pulseboard.csv');
    expect(name('nul', 'csv', null)).toBe('nul_.csv');
    expect(name('Com1.backup', 'tcx', null)).toBe('Com1_.backup.tcx');
    expect(name('lpt¹ ', 'tcx', null)).toBe('lpt¹_.tcx');
  });

  it('cuts a long name to 120 bytes of UTF-8 on a whole character', () => {
    const long = name('é'.repeat(200));
    expect(long).toBe(`2026-11-03 ${'é'.repeat(52)}.tcx`);
    expect(utf8Bytes(long)).toBe(119);
  });
});

describe('nameExportFile: properties', () => {
  it('safe on every system: no forbidden character, no device name, no loose end, at most 120 bytes, never empty', () => {
    fc.assert(
      fc.property(hostileTitle, fc.boolean(), fc.constantFrom<ExportFormat>('csv', 'tcx'), (title, dated, format) => {
        const fileName = name(title, format, dated ? startDay : null);
        const base = fileName.slice(0, -`.${format}`.length);
        expect(fileName.endsWith(`.${format}`)).toBe(true);
        expect(base.length).toBeGreaterThan(0);
        expect(fileName).not.toMatch(FORBIDDEN);
        expect(fileName).not.toMatch(/[\u202A-\u202E\u2066-\u2069\uFEFF]/u);
        expect(fileName).not.toMatch(/\p{Cs}/u);
        expect(RESERVED.test((base.split('.')[0] as string).trimEnd())).toBe(false);
        expect(base).not.toMatch(/^[ .]|[ .]$/);
        expect(utf8Bytes(fileName)).toBeLessThanOrEqual(MAX_EXPORT_FILE_NAME_BYTES);
        if (dated) expect(fileName.startsWith('2026-11-03')).toBe(true);
      }),
    );
  });

  it('a device name at the length limit: the name stays in its bytes and comes back the same', () => {
    const title = `CON.${'x'.repeat(200)}`;
    const once = name(title, 'tcx', null);
    expect(once).toMatch(/^CON_\.x+\.tcx$/);
    expect(new TextEncoder().encode(once).length).toBe(MAX_EXPORT_FILE_NAME_BYTES);
    expect(name(titlePart(once, false), 'tcx', null)).toBe(once);
  });

  it('idempotent: its own title part gives the same name back', () => {
    fc.assert(
      fc.property(hostileTitle, fc.boolean(), (title, dated) => {
        const day = dated ? startDay : null;
        const once = name(title, 'tcx', day);
        expect(name(titlePart(once, dated), 'tcx', day)).toBe(once);
      }),
    );
  });
});
