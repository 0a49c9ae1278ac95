import type { ChildPlayer } from './user';

/**
 * How a name begins when spoken, for the languages that change the word before it: French writes
 * "d’Emma" but "de Noah" (docs/product-rules.md#whose-data). A message picks its form with an ICU
 * select on this value (`{sound, select, vowel {…d’{name}} other {…de {name}}}`).
 */
export type NameSound = 'vowel' | 'consonant';

/** Letters that open a name with a vowel sound, accents and ligatures included. */
const VOWELS = /^[aeiouàâäæéèêëîïôöœùûü]/iu;
/** A mute h before a vowel, as in Hugo, Hélène, Henri: "d’Hugo". */
const MUTE_H = /^h[aeiouyàâäæéèêëîïôöœùûü]/iu;
/** A y sounded as a vowel, before a consonant, as in Yves or Ylan: "d’Yves"; before a vowel (Yasmine, Yanis) it is a consonant. */
const VOWEL_Y = /^y[^aeiouàâäæéèêëîïôöœùûü]/iu;

/**
 * Whether a name starts with a vowel sound (Emma, Élodie, Hugo, Yves) or a consonant (Noah, Yasmine, Chloé).
 * Spaces and punctuation before the first letter do not count; an empty name counts as a consonant.
 */
export function nameSound(name: string): NameSound {
  const start = name.trimStart().replace(/^[^\p{L}]+/u, '');
  return VOWELS.test(start) || MUTE_H.test(start) || VOWEL_Y.test(start) ? 'vowel' : 'consonant';
}

/**
 * How a page names a parent's child: the first name, or the full name when another child of the same
 * parent has that first name (two Emmas read "Emma Martin" and "Emma Dubois").
 */
export function childShortName(children: readonly ChildPlayer[], child: ChildPlayer): string {
  const first = child.firstName.trim();
  const shared = children.some((other) => other.playerId !== child.playerId && other.firstName.trim() === first);
  return shared || first === '' ? `${first} ${child.lastName.trim()}`.trim() : first;
}
