import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listCatalogs, readCatalog } from '../support/catalogs';
import { readingDataTopic } from '../../src/ui/features/playbook/reading-data-topic';
import { GLOSSARY_METRICS, METRIC_GLOSSARY } from '../../src/ui/messages/metric-glossary';

/**
 * One vocabulary (docs/product-rules.md#glossary): the glossary of the document, the one the info
 * buttons show, the Playbook's sections and every catalog name each metric the same way, in
 * English and in French, and no catalog uses a retired name.
 */

const ROOT = path.join(import.meta.dirname, '../..');

const CATALOGS = listCatalogs(path.join(ROOT, 'src'));
const isFrench = (file: string) => file.endsWith('fr.po') || file.includes('/fr/');
const ENGLISH = CATALOGS.filter((file) => !isFrench(file)).flatMap(readCatalog);
const FRENCH = CATALOGS.filter(isFrench).flatMap(readCatalog);
const GLOSSARY_FRENCH = readCatalog(path.join(ROOT, 'src/ui/messages/locales/fr.po'));

/** The rows of the document's glossary table: id, name, definition. */
function documentGlossary(): { id: string; name: string; definition: string }[] {
  const text = readFileSync(path.join(ROOT, 'docs/product-rules.md'), 'utf8');
  const section = text.split(/^## /mu).find((part) => part.startsWith('Glossary\n')) ?? '';
  return section
    .split('\n')
    .filter((line) => /^\| `[a-z-]+` \|/u.test(line))
    .map((line) => {
      const [id = '', name = '', definition = ''] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      return { id: id.replaceAll('`', ''), name, definition };
    });
}

const english = (descriptor: { id: string; message?: string }) => descriptor.message ?? descriptor.id;

describe('the metric glossary', () => {
  it('is the document’s: the same metrics, names and definitions, in its order', () => {
    const code = GLOSSARY_METRICS.map((id) => ({
      id,
      name: english(METRIC_GLOSSARY[id].name),
      definition: english(METRIC_GLOSSARY[id].definition),
    }));
    expect(code.length).toBe(12);
    expect(documentGlossary()).toEqual(code);
  });

  it('gives the Playbook one section per metric, under the metric’s id and name', () => {
    const sections = readingDataTopic.sections.filter((section) =>
      (GLOSSARY_METRICS as readonly string[]).includes(section.id),
    );
    expect(sections.map((section) => section.id)).toEqual([...GLOSSARY_METRICS]);
    for (const section of sections) {
      expect(section.title, section.id).toBe(METRIC_GLOSSARY[section.id as (typeof GLOSSARY_METRICS)[number]].name);
    }
  });

  it('is translated into French, each name the same in every catalog that has it', () => {
    const findings = GLOSSARY_METRICS.flatMap((id) => {
      const name = english(METRIC_GLOSSARY[id].name);
      const definition = english(METRIC_GLOSSARY[id].definition);
      const own = GLOSSARY_FRENCH.find((entry) => entry.msgid === name)?.msgstr ?? '';
      const problems: string[] = [];
      if (own === '') problems.push(`"${name}" has no French name in src/ui/messages`);
      if (!GLOSSARY_FRENCH.some((entry) => entry.msgid === definition && entry.msgstr !== ''))
        problems.push(`"${name}" has no French definition`);
      for (const entry of FRENCH.filter((candidate) => candidate.msgid === name && candidate.msgstr !== own)) {
        problems.push(`${entry.file}: "${name}" reads "${entry.msgstr}", not "${own}"`);
      }
      return problems;
    });
    expect(findings).toEqual([]);
  });

  it('has retired the names that said the same things otherwise', () => {
    const retired = [
      /active participation/iu,
      /activity points \(speed\)/iu,
      /\btop bpm\b/iu,
      /\bavg\b/iu,
      /\bmax\b/u,
      /active minutes/iu,
    ];
    // French names activity points "PA", never the English "AP" (an id such as AP_PERCENTAGE is no word).
    const retiredFrench = [/participation active/iu, /\bmoy\./iu, /minutes actives/iu, /(?<![\w{])AP(?![\w}])/u];
    // The words a reader sees: placeholders ({avg}) are names in the code, not text.
    const words = (text: string) => text.replace(/\{[^{}]*\}/gu, '');
    const found = [
      ...ENGLISH.filter((entry) => retired.some((word) => word.test(words(entry.msgid)))).map(
        (entry) => `${entry.file}: ${entry.msgid}`,
      ),
      ...FRENCH.filter((entry) => retiredFrench.some((word) => word.test(words(entry.msgstr)))).map(
        (entry) => `${entry.file}: ${entry.msgstr}`,
      ),
    ];
    expect(found).toEqual([]);
  });

  it('speaks of a parent’s child by name wherever a definition says “you”, in English and in French', () => {
    const findings = GLOSSARY_METRICS.flatMap((id) => {
      const entry = METRIC_GLOSSARY[id];
      const problems: string[] = [];
      const saysYou = /\byou(?:r)?\b/iu.test(english(entry.definition));
      if (entry.aboutChild === undefined)
        return saysYou ? [`${id}: says “you” but has no definition about a child`] : [];
      const aboutChild = english(entry.aboutChild);
      if (!aboutChild.includes('{name}')) problems.push(`${id}: the definition about a child does not name them`);
      if (/\byou(?:r)?\b/iu.test(aboutChild)) problems.push(`${id}: the definition about a child says “you”`);
      const french = GLOSSARY_FRENCH.find((candidate) => candidate.msgid === aboutChild)?.msgstr ?? '';
      if (!french.includes('{name}')) problems.push(`${id}: the French definition about a child does not name them`);
      if (/\b(?:vous|votre|vos)\b/iu.test(french))
        problems.push(`${id}: the French definition about a child says “vous”`);
      return problems;
    });
    expect(findings).toEqual([]);
  });
});

/** The leaderboard's texts and the consent texts (the dialog, the leaderboard's card, the profile's privacy setting). */
const LEADERBOARD_AND_CONSENT = (entries: readonly { file: string; msgid: string; msgstr: string }[]) =>
  entries.filter((entry) => entry.file.includes('features/leaderboard/') || /leaderboard/iu.test(entry.msgid));

describe('the leaderboard and the consent texts', () => {
  const englishTexts = LEADERBOARD_AND_CONSENT(ENGLISH);
  const frenchTexts = LEADERBOARD_AND_CONSENT(FRENCH);
  /** A message's words outside its plural and select cases and placeholders (“{minutes, plural, …}” counts a wait, not AP). */
  const words = (text: string) =>
    text.replace(/\{[A-Za-z0-9_]+, *(?:plural|select)[^]*\}\}/gu, '').replace(/\{[^{}]*\}/gu, '');

  it('rank time as “AP minutes” in English, never bare minutes', () => {
    const ranked = englishTexts.filter((entry) => /\bminutes?\b/iu.test(words(entry.msgid)));
    expect(ranked.length).toBeGreaterThanOrEqual(5);
    expect(
      ranked.filter((entry) => !/\bAP minutes\b/u.test(entry.msgid)).map((entry) => `${entry.file}: ${entry.msgid}`),
    ).toEqual([]);
  });

  it('say what AP minutes are where the consent asks: the time earning activity points', () => {
    const consent = englishTexts.filter((entry) =>
      /become visible|share (?:your|their|the) AP minutes/iu.test(entry.msgid),
    );
    expect(consent.length).toBeGreaterThanOrEqual(3);
    expect(
      consent
        .filter((entry) => !entry.msgid.includes('AP minutes (time earning activity points)'))
        .map((entry) => entry.msgid),
    ).toEqual([]);
  });

  it('call them “minutes PA” in French, with the points d’activité spelled out in the consent', () => {
    const withAp = frenchTexts.filter((entry) => /\bAP\b/u.test(words(entry.msgid)) && entry.msgstr !== '');
    expect(withAp.length).toBeGreaterThanOrEqual(5);
    expect(
      withAp
        .filter((entry) => !/\b[Mm]inutes PA\b/u.test(entry.msgstr))
        .map((entry) => `${entry.file}: ${entry.msgstr}`),
    ).toEqual([]);
    const explained = withAp.filter((entry) => entry.msgid.includes('(time earning activity points)'));
    expect(
      explained
        .filter((entry) => !entry.msgstr.includes('(le temps qui rapporte des points d’activité)'))
        .map((entry) => entry.msgstr),
    ).toEqual([]);
  });
});
