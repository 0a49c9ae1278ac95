import path from 'node:path';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { listCatalogs, readCatalog } from '../support/catalogs';

/**
 * Every message with a count says it through an ICU plural, in English and in French
 * (docs/architecture.md#translations): "1 seconds" and "1 séances" are the bugs this guards
 * against. A heuristic: a placeholder straight before a counted noun, outside any plural, is a
 * count without a plural form.
 */

const ROOT = path.join(import.meta.dirname, '../..');

/** Counted nouns, English and French, singular and plural ("{n} seconds", "{n}-second steps"). */
const COUNTED_NOUNS = [
  'seconds?',
  'minutes?',
  'hours?',
  'days?',
  'weeks?',
  'months?',
  'years?',
  'sessions?',
  'sprints?',
  'players?',
  'teams?',
  'files?',
  'e-?mails?',
  'mails?',
  'points?',
  'steps?',
  'segments?',
  'attachments?',
  'photos?',
  'codes?',
  'children',
  'child',
  'TRIMPs?',
  'secondes?',
  'heures?',
  'jours?',
  'semaines?',
  'mois',
  'ans?',
  'années?',
  'séances?',
  'joueurs?',
  'joueuses?',
  'équipes?',
  'fichiers?',
  'courriels?',
  'pièces? jointes?',
  'enfants?',
  'fois',
];
const COUNT_BEFORE_NOUN = new RegExp(
  `\\{[A-Za-z0-9_]+\\}[\\s\\u00A0\\u202F-]*(?:${COUNTED_NOUNS.join('|')})(?![\\p{L}])`,
  'iu',
);

/** The text of a message outside its plural and select blocks (their cases are allowed to count). */
function outsideChoices(message: string): string {
  let rest = message;
  for (;;) {
    const start = rest.search(/\{[A-Za-z0-9_]+,\s*(?:plural|select|selectordinal)\s*,/u);
    if (start < 0) return rest;
    let depth = 0;
    let end = start;
    for (; end < rest.length; end += 1) {
      if (rest[end] === '{') depth += 1;
      if (rest[end] === '}' && (depth -= 1) === 0) break;
    }
    rest = `${rest.slice(0, start)}<choice>${rest.slice(end + 1)}`;
  }
}

/** The count placeholders of a message not covered by a plural, e.g. "{seconds} seconds". */
function countsWithoutPlural(message: string): string[] {
  const match = COUNT_BEFORE_NOUN.exec(outsideChoices(message));
  return match ? [match[0]] : [];
}

const CATALOGS = listCatalogs(path.join(ROOT, 'src'));

describe('the plural heuristic', () => {
  it('finds a count without a plural, in English and in French', () => {
    expect(countsWithoutPlural('Please wait {seconds} seconds')).toEqual(['{seconds} seconds']);
    expect(countsWithoutPlural('{text}, {0} sprints')).toEqual(['{0} sprints']);
    expect(countsWithoutPlural('Showing {spanText}, {0}-second steps.')).toEqual(['{0}-second']);
    expect(countsWithoutPlural('{days} : {sessions} séances')).toEqual(['{sessions} séances']);
    expect(countsWithoutPlural('Expire dans {secondsLeft}\u00A0secondes')).toEqual(['{secondsLeft}\u00A0secondes']);
  });

  it('lets a plural count, and a placeholder that is no count, through', () => {
    expect(countsWithoutPlural('{seconds, plural, one {Please wait # second} other {Please wait # seconds}}')).toEqual(
      [],
    );
    expect(countsWithoutPlural('{days}: {sessions, plural, one {# session} other {# sessions}}')).toEqual([]);
    expect(countsWithoutPlural('{title} timeline: {count, plural, one {# day} other {# days}} from {span}')).toEqual(
      [],
    );
    expect(countsWithoutPlural('Delete segment {0}')).toEqual([]);
    expect(countsWithoutPlural('{firstName}, you are invited to join the team {teamName}.')).toEqual([]);
    expect(countsWithoutPlural('{sessionsLabel}: {x}')).toEqual([]);
  });
});

describe('the catalogs', () => {
  it('are found: an English and a French catalog per area', () => {
    expect(CATALOGS.length).toBeGreaterThanOrEqual(30);
    expect(CATALOGS.filter((file) => file.endsWith('fr.po')).length).toBe(
      CATALOGS.filter((file) => file.endsWith('en.po')).length,
    );
  });

  it('say every count with a plural, in English and in French', () => {
    const findings = CATALOGS.flatMap(readCatalog).flatMap((entry) =>
      [...new Set([entry.msgid, entry.msgstr])].flatMap((text) =>
        countsWithoutPlural(text).map((found) => `${entry.file}: "${found}" in "${text}"`),
      ),
    );
    expect(findings).toEqual([]);
  });

  it('in English show each message as written in the code (a catalog edit cannot drift from its source)', () => {
    const english = CATALOGS.filter((file) => file.endsWith('en.po')).flatMap(readCatalog);
    const drifted = english.filter((entry) => entry.msgstr !== '' && entry.msgstr !== entry.msgid);
    expect(drifted.map((entry) => `${entry.file}: "${entry.msgid}" shows "${entry.msgstr}"`)).toEqual([]);
  });

  it('translate a plural with a plural, with an "other" case', () => {
    const french = CATALOGS.filter((file) => file.endsWith('fr.po')).flatMap(readCatalog);
    const plurals = french.filter((entry) => /,\s*plural\s*,/u.test(entry.msgid));
    expect(plurals.length).toBeGreaterThanOrEqual(10);
    const broken = plurals.filter(
      (entry) => !/,\s*plural\s*,/u.test(entry.msgstr) || !/\bother\s*\{/u.test(entry.msgstr),
    );
    expect(broken.map((entry) => `${entry.file}: ${entry.msgid}`)).toEqual([]);
  });
});

/** No-break spaces (French puts them before ":" and ";" and units) read as plain ones here. */
const plainSpaces = (text: string) => text.replace(/[\u00A0\u202F]/gu, ' ');

/** A catalog message as the app shows it, with its values, in the catalog's own language. */
function render(file: string, msgid: string, values: Record<string, unknown>): string {
  const entry = readCatalog(path.join(ROOT, file)).find((candidate) => candidate.msgid === msgid);
  if (!entry) throw new Error(`${file} has no "${msgid}"`);
  const locale = file.endsWith('fr.po') || file.includes('/fr/') ? 'fr' : 'en';
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: { message: compileMessage(entry.msgstr || entry.msgid) } });
  return plainSpaces(i18n._('message', values));
}

describe('counts at 1 and 2, in English and French', () => {
  const catalogs = (area: string) => [`src/ui/${area}/locales/en.po`, `src/ui/${area}/locales/fr.po`] as const;
  const cases = [
    {
      area: 'features/dashboard',
      msgid: '{days}: {sessions, plural, one {# session} other {# sessions}}',
      values: (n: number) => ({ days: '1–7 Jan', sessions: n }),
      en: ['1–7 Jan: 1 session', '1–7 Jan: 2 sessions'],
      fr: ['1–7 Jan : 1 séance', '1–7 Jan : 2 séances'],
    },
    {
      area: 'features/dashboard',
      msgid:
        '{title} timeline: {count, plural, one {# day} other {# days}} from {span}; lowest {lowest}, highest {highest}',
      values: (n: number) => ({ title: 'AP', count: n, span: 'X', lowest: 'a', highest: 'b' }),
      en: ['AP timeline: 1 day from X; lowest a, highest b', 'AP timeline: 2 days from X; lowest a, highest b'],
      fr: ['Évolution de AP : 1 jour, X ; minimum a, maximum b', 'Évolution de AP : 2 jours, X ; minimum a, maximum b'],
    },
    {
      area: 'features/session-detail',
      msgid: '{distance}, {sprints, plural, one {# sprint} other {# sprints}}',
      values: (n: number) => ({ distance: '800 m', sprints: n }),
      en: ['800 m, 1 sprint', '800 m, 2 sprints'],
      fr: ['800 m, 1 sprint', '800 m, 2 sprints'],
    },
    {
      area: 'session',
      msgid: 'Showing {spanText}, {step, plural, one {#-second steps} other {#-second steps}}.',
      values: (n: number) => ({ spanText: '00:00 to 01:00', step: n }),
      en: ['Showing 00:00 to 01:00, 1-second steps.', 'Showing 00:00 to 01:00, 2-second steps.'],
      fr: ['Affichage de 00:00 to 01:00, par pas de 1 seconde.', 'Affichage de 00:00 to 01:00, par pas de 2 secondes.'],
    },
    {
      area: 'locales',
      msgid: '{shown, plural, one {{trimps} TRIMP} other {{trimps} TRIMPs}}',
      values: (n: number) => ({ shown: n, trimps: String(n) }),
      en: ['1 TRIMP', '2 TRIMPs'],
      // A unit's name is invariable in French (tests/unit/french-typography.test.ts).
      fr: ['1 TRIMP', '2 TRIMP'],
    },
    {
      area: 'locales',
      msgid: '{seconds, plural, one {Please wait # second} other {Please wait # seconds}}',
      values: (n: number) => ({ seconds: n }),
      en: ['Please wait 1 second', 'Please wait 2 seconds'],
      fr: ['Veuillez patienter 1 seconde', 'Veuillez patienter 2 secondes'],
    },
  ];
  it.each(cases)('$msgid', ({ area, msgid, values, en, fr }) => {
    const [english, french] =
      area === 'locales' ? (['src/ui/locales/en/app.po', 'src/ui/locales/fr/app.po'] as const) : catalogs(area);
    expect([render(english, msgid, values(1)), render(english, msgid, values(2))]).toEqual(en);
    expect([render(french, msgid, values(1)), render(french, msgid, values(2))]).toEqual(fr);
  });
});
