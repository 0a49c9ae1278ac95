import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { DEMO_POSITIONS } from '../../../../mocks/world/demo-roster';
import { messages as english } from './locales/en.po';
import { messages as french } from './locales/fr.po';
import { positionLabel } from './position-labels';

function i18nIn(locale: 'en' | 'fr') {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: locale === 'en' ? english : french });
  return i18n;
}

describe('positionLabel', () => {
  it('names every position of the demo answer in French, and keeps the English names in English', () => {
    const fr = i18nIn('fr');
    const en = i18nIn('en');
    const french: Readonly<Record<string, string>> = {
      Goalkeeper: 'Gardien de but',
      Defender: 'Défenseur',
      Midfielder: 'Milieu de terrain',
      Forward: 'Attaquant',
      Winger: 'Ailier',
      Pivot: 'Pivot',
      Sprinter: 'Sprinteur',
      'Middle distance': 'Demi-fond',
      'Long distance': 'Fond',
    };
    expect([...DEMO_POSITIONS].sort()).toEqual(Object.keys(french).sort());
    for (const position of DEMO_POSITIONS) {
      expect(positionLabel(en, position)).toBe(position);
      expect(positionLabel(fr, position)).toBe(french[position]);
    }
  });

  it('knows a position by its code too, and shows an unknown one as the server wrote it', () => {
    const fr = i18nIn('fr');
    expect(positionLabel(fr, 'MIDFIELDER')).toBe('Milieu de terrain');
    expect(positionLabel(fr, 'middle_distance')).toBe(positionLabel(fr, 'Middle distance'));
    expect(positionLabel(fr, ' Long  distance ')).toBe(positionLabel(fr, 'Long distance'));
    expect(positionLabel(fr, 'Libero')).toBe('Libero');
  });
});
