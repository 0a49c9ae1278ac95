/**
 * The specs that run in both languages run each language once, at one of the two sizes: English
 * at desktop 1440 px, French at phone 390 px, so both languages and both sizes are covered at half
 * the cost (docs/architecture.md#tests-and-measurements). Each project of playwright.config.ts
 * leaves out the other size's tag.
 */
export function oneSizePerLanguage(lang: 'en' | 'fr'): { readonly tag: string } {
  return { tag: lang === 'en' ? '@desktop-size' : '@phone-size' };
}
