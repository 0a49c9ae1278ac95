import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { childShortName, nameSound } from './child-name';
import type { ChildPlayer } from './user';

const child = (playerId: string, firstName: string, lastName = 'Martin'): ChildPlayer => ({
  playerId,
  firstName,
  lastName,
  photo: null,
});

describe('nameSound', () => {
  it('hears a vowel at the start of Emma, Élodie, Inès, Oscar, Ugo, Æsa and Œdipe', () => {
    for (const name of ['Emma', 'Élodie', 'Inès', 'Oscar', 'Ugo', 'Æsa', 'Œdipe', 'ava', 'Ambre'])
      expect(nameSound(name), name).toBe('vowel');
  });

  it('hears a vowel after a mute h (Hugo, Hélène, Henri) and in a y before a consonant (Yves, Ylan)', () => {
    for (const name of ['Hugo', 'Hélène', 'Henri', 'Yves', 'Ylan', 'Yvonne'])
      expect(nameSound(name), name).toBe('vowel');
  });

  it('hears a consonant in Noah, Chloé, Léo, a y before a vowel (Yasmine, Yanis) and an h before a consonant', () => {
    for (const name of ['Noah', 'Chloé', 'Léo', 'Yasmine', 'Yanis', 'Hrafn', 'Zoé', 'Sam'])
      expect(nameSound(name), name).toBe('consonant');
  });

  it('skips spaces and punctuation before the first letter; an empty name or one without letters is a consonant', () => {
    expect(nameSound('  Emma')).toBe('vowel');
    expect(nameSound('«Inès»')).toBe('vowel');
    expect(nameSound('')).toBe('consonant');
    expect(nameSound('42')).toBe('consonant');
  });

  it('depends on the first letters only, and not on their case', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Emma', 'Hugo', 'Yves', 'Noah', 'Yasmine', 'Chloé'),
        fc.string({ maxLength: 12 }),
        (start, rest) => {
          const name = `${start}${rest}`;
          expect(nameSound(name)).toBe(nameSound(start));
          expect(nameSound(name.toUpperCase())).toBe(nameSound(start));
        },
      ),
    );
  });
});

describe('childShortName', () => {
  it('is the first name when no other child shares it', () => {
    const emma = child('pl-emma', 'Emma');
    const noah = child('pl-noah', 'Noah');
    expect(childShortName([emma, noah], emma)).toBe('Emma');
    expect(childShortName([emma, noah], noah)).toBe('Noah');
  });

  it('is the full name when two children share a first name', () => {
    const first = child('pl-1', 'Emma', 'Martin');
    const second = child('pl-2', 'Emma', 'Dubois');
    expect(childShortName([first, second], first)).toBe('Emma Martin');
    expect(childShortName([first, second], second)).toBe('Emma Dubois');
  });

  it('never names two different children the same way when their full names differ', () => {
    const names = fc.constantFrom('Emma', 'Noah', 'Hugo', 'Inès');
    const surnames = fc.constantFrom('Martin', 'Dubois', 'Leroy');
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(names, surnames), { minLength: 1, maxLength: 6, selector: ([a, b]) => `${a} ${b}` }),
        (pairs) => {
          const children = pairs.map(([first, last], index) => child(`pl-${index}`, first, last));
          const shown = children.map((each) => childShortName(children, each));
          expect(new Set(shown).size).toBe(children.length);
        },
      ),
    );
  });
});
