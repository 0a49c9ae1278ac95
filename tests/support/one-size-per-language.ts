/**
 * The specs that run in both languages (docs/architecture.md#tests-and-measurements): English at desktop 1440 px runs
 * every test; French at phone 390 px runs only the tests marked `ALSO_IN_FRENCH`, those whose subject is words
 * (names, titles, formats, messages read in place) or the phone's layout and touch. A test about a flow (a link, a
 * save, a retry, a fault, offline) runs once, in English: the catalog tests check that every message has its French
 * and its plural forms. Each project of playwright.config.ts leaves out the other size's tag, and the phone project
 * leaves out a French run's unmarked tests (`UNMARKED_IN_FRENCH`).
 */
export function oneSizePerLanguage(lang: 'en' | 'fr'): { readonly tag: string | string[] } {
  return { tag: lang === 'en' ? '@desktop-size' : ['@phone-size', '@french-run'] };
}

/** A test of a two-language spec that runs in French at phone size too. */
export const ALSO_IN_FRENCH = { tag: '@also-in-french' } as const;

/**
 * A test of the French run without the `ALSO_IN_FRENCH` mark. Playwright matches a test's describe titles and tags, then
 * its own title and tags, so the test's mark comes after the run's tag.
 */
export const UNMARKED_IN_FRENCH = /@french-run(?!.*@also-in-french)/;
