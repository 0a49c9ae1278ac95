// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as english } from '../locales/en/app.po';
import { messages as french } from '../locales/fr/app.po';
import { AppUpdateBanner, type WaitingVersion } from './app-update-banner';

afterEach(cleanup);

function renderBanner(locale: 'en' | 'fr', answers: ('reloading' | 'recording')[]) {
  const presses: string[] = [];
  const version: WaitingVersion = {
    reload: () => {
      const answer = answers.shift() ?? 'reloading';
      presses.push(answer);
      return Promise.resolve(answer);
    },
  };
  let closed = 0;
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: locale === 'en' ? english : french });
  render(
    <I18nProvider i18n={i18n}>
      <AppUpdateBanner version={version} onClose={() => (closed += 1)} />
    </I18nProvider>,
  );
  return { presses, closed: () => closed };
}

describe('the new version banner', () => {
  it.each([
    ['en', 'A new version is ready.', 'Reload', 'A live recording is running: reload once it is saved.'],
    [
      'fr',
      'Une nouvelle version est prête.',
      'Recharger',
      'Un enregistrement en direct est en cours\u00a0: rechargez une fois qu’il est enregistré.',
    ],
  ] as const)(
    'in %s: says so, and while a recording runs says why it did not reload',
    async (locale, ready, button, recording) => {
      const banner = renderBanner(locale, ['recording', 'reloading']);
      expect(screen.getByRole('status').textContent).toContain(ready);
      fireEvent.click(screen.getByRole('button', { name: button }));
      // As written: the French no-break space before the colon kept.
      expect(await screen.findByText(recording, { normalizer: (text) => text })).toBeTruthy();
      // Still offered: the visitor reloads when the recording is saved.
      const reload = screen.getByRole('button', { name: button });
      expect((reload as HTMLButtonElement).disabled).toBe(false);
      fireEvent.click(reload);
      await screen.findByRole('button', { name: button });
      expect(banner.presses).toEqual(['recording', 'reloading']);
    },
  );

  it('closes without reloading', () => {
    const banner = renderBanner('en', []);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(banner.closed()).toBe(1);
    expect(banner.presses).toEqual([]);
  });
});
