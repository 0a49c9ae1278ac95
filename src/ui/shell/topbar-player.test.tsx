// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../../../tests/support/fake-clock';
import { signedInSession } from '../../../tests/support/signed-in-session';
import { APP_TOKENS } from '../../application/app.tokens';
import type { ServiceResolver, ServiceToken } from '../../application/service-token';
import { ToastStore } from '../../application/shell/toast.store';
import { sampleUser } from '../../domain/account/sample-user.test-support';
import type { User } from '../../domain/account/user';
import { messages } from '../locales/en/app.po';
import { messages as frenchMessages } from '../locales/fr/app.po';
import { ServiceProvider } from '../app/service-context';
import { Toasts } from '../notices/toasts';
import { TopbarPlayer } from './topbar-player';

afterEach(cleanup);

const PARENT = sampleUser({
  firstName: 'Claire',
  parentId: 'parent-1',
  playerDetails: [
    { playerId: 'pl-emma', firstName: 'Emma', lastName: 'Martin', photo: null },
    { playerId: 'pl-noah', firstName: 'Noah', lastName: 'Martin', photo: 'javascript:alert(1)' },
  ],
});

async function renderTopbar(user: User, locale: 'en' | 'fr' = 'en') {
  const { session } = await signedInSession(user);
  const clock = new FakeClock();
  const toasts = new ToastStore(clock);
  const resolver: ServiceResolver = {
    get: <T,>(token: ServiceToken<T>): T => {
      if (token === APP_TOKENS.ToastStore) return toasts as T;
      if (token === APP_TOKENS.Clock) return clock as T;
      if (token !== APP_TOKENS.AuthSession) throw new Error(`no ${String(token)} in this test`);
      return session as T;
    },
    load: () => Promise.resolve(),
  };
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: locale === 'en' ? messages : frenchMessages });
  let picks = 0;
  const view = render(
    <ServiceProvider resolver={resolver}>
      <I18nProvider i18n={i18n}>
        <TopbarPlayer onPicked={() => (picks += 1)} />
        <Toasts />
      </I18nProvider>
    </ServiceProvider>,
  );
  return { session, view, clock, picks: () => picks };
}

/** The texts of the toasts shown. */
const toastTexts = () => [...document.querySelectorAll('.toast > span')].map((toast) => toast.textContent);

describe('the acting player in the top bar', () => {
  it('names a player and shows their avatar', async () => {
    const { view } = await renderTopbar(sampleUser({ playerDetails: [], photo: null }));
    expect(view.container.textContent).toContain('Alex Martin');
    expect(screen.getByText('Player: Alex Martin')).toBeTruthy();
    expect(view.container.querySelector('img')?.getAttribute('src')).toBe('/images/default-avatar.png');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('gives a parent the child shown and a picker; a pick switches the acting player and is reported', async () => {
    const { session, view, clock, picks } = await renderTopbar(PARENT);
    const picker = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Player' });
    expect(picker.selectedOptions[0]?.textContent).toBe('Emma Martin');
    expect(view.container.textContent).not.toContain('Claire');

    fireEvent.change(picker, { target: { value: 'pl-noah' } });
    // The picker names the child at once; the pages switch in the next task.
    expect(picker.selectedOptions[0]?.textContent).toBe('Noah Martin');
    expect(session.activePlayerId).toBe('pl-emma');
    act(() => clock.advanceBy(0));
    expect(session.activePlayerId).toBe('pl-noah');
    expect(picks()).toBe(1);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Player' }).selectedOptions[0]?.textContent).toBe(
      'Noah Martin',
    );
    // Noah's photo is not a safe image URL: the default avatar stands in.
    expect(view.container.querySelector('img')?.getAttribute('src')).toBe('/images/default-avatar.png');
  });

  it('says whose pages show after a pick, once: the latest pick replaces the confirmation of the one before', async () => {
    const { clock } = await renderTopbar(PARENT);
    expect(toastTexts()).toEqual([]);
    const picker = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Player' });
    fireEvent.change(picker(), { target: { value: 'pl-noah' } });
    act(() => clock.advanceBy(0));
    expect(toastTexts()).toEqual(['Now showing Noah']);
    expect(screen.getByRole('status').textContent).toContain('Now showing Noah');
    fireEvent.change(picker(), { target: { value: 'pl-emma' } });
    act(() => clock.advanceBy(0));
    expect(toastTexts()).toEqual(['Now showing Emma']);
    // The child already shown: nothing to confirm.
    fireEvent.change(picker(), { target: { value: 'pl-emma' } });
    act(() => clock.advanceBy(0));
    expect(toastTexts()).toEqual(['Now showing Emma']);
  });

  it('confirms in French with the elision the name asks for: d’Emma, de Noah', async () => {
    const { clock } = await renderTopbar(PARENT, 'fr');
    const picker = () => screen.getByRole<HTMLSelectElement>('combobox', { name: 'Joueur' });
    fireEvent.change(picker(), { target: { value: 'pl-noah' } });
    act(() => clock.advanceBy(0));
    expect(toastTexts()).toEqual(['Vous voyez maintenant les données de Noah']);
    fireEvent.change(picker(), { target: { value: 'pl-emma' } });
    act(() => clock.advanceBy(0));
    expect(toastTexts()).toEqual(['Vous voyez maintenant les données d’Emma']);
  });

  it('names the children by first name on a phone, unless two share one', async () => {
    const phone = (query: string) =>
      ({
        matches: query.includes('max-width'),
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList;
    Object.defineProperty(window, 'matchMedia', { value: phone, configurable: true, writable: true });
    try {
      await renderTopbar(PARENT);
      const names = () =>
        [...screen.getByRole<HTMLSelectElement>('combobox', { name: 'Player' }).options].map(
          (option) => option.textContent,
        );
      expect(names()).toEqual(['Emma', 'Noah']);
      cleanup();
      await renderTopbar({
        ...PARENT,
        playerDetails: [
          ...PARENT.playerDetails,
          { playerId: 'pl-emma-2', firstName: 'Emma', lastName: 'Dubois', photo: null },
        ],
      });
      expect(names()).toEqual(['Emma Martin', 'Noah Martin', 'Emma Dubois']);
    } finally {
      // jsdom has no matchMedia of its own: take the stand-in away again.
      Reflect.deleteProperty(window, 'matchMedia');
    }
  });
});
