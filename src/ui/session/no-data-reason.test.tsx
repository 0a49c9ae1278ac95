// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { DataState } from '../../domain/data-states/data-state';
import { NoDataReason } from './no-data-reason';
import { messages as french } from './locales/fr.po';

afterEach(cleanup);

function reasonOf(state: DataState | null, locale: 'en' | 'fr' = 'en'): string | null {
  const i18n = setupI18n({ locale, messages: { [locale]: locale === 'fr' ? french : {} } });
  const { container, unmount } = render(
    <I18nProvider i18n={i18n}>
      <NoDataReason state={state} className="reason" />
    </I18nProvider>,
  );
  const text = container.querySelector('p.reason')?.textContent ?? null;
  unmount();
  return text;
}

describe('NoDataReason: why a session has no figures, in its data state’s words', () => {
  it.each([
    ['failed', 'Reason: Processing failed', 'Raison\u00A0: Échec du traitement'],
    ['belt-not-worn', 'Reason: Belt not worn', 'Raison\u00A0: Ceinture non portée'],
    ['being-processed', 'Reason: Being processed', 'Raison\u00A0: En cours de traitement'],
    ['missing-or-invalid', 'Reason: Missing or invalid data', 'Raison\u00A0: Données manquantes ou invalides'],
    ['not-synced-own-app', 'Reason: Not synced', 'Raison\u00A0: Non synchronisée'],
    ['not-synced-coach-run', 'Reason: Not synced', 'Raison\u00A0: Non synchronisée'],
  ] as const)('%s reads “%s”, and in French “%s”', (state, english, frenchText) => {
    expect(reasonOf(state)).toBe(english);
    expect(reasonOf(state, 'fr')).toBe(frenchText);
  });

  it.each(['valid', 'too-long', null] as const)('%s, a state with figures or none known, gives no reason', (state) => {
    expect(reasonOf(state)).toBeNull();
  });
});
