// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../../../../tests/support/fake-clock';
import { signedInSession } from '../../../../tests/support/signed-in-session';
import { LeaderboardViewModel } from '../../../application/leaderboard/leaderboard.view-model';
import {
  FakeAccountApi,
  FakeLeaderboardApi,
  aParent,
  settle,
} from '../../../application/leaderboard/leaderboard-fakes.test-support';
import { messages as appEn } from '../../locales/en/app.po';
import { messages as appFr } from '../../locales/fr/app.po';
import { LeaderboardConsent } from './leaderboard-consent';
import { messages as boardEn } from './locales/en.po';
import { messages as boardFr } from './locales/fr.po';
import { standInForDialogs } from '../../components/modal.test-support';

standInForDialogs();
afterEach(cleanup);

const TEXT = {
  en: {
    off: 'Emma is not on the leaderboard.',
    show: 'Show Emma on the leaderboard',
    title: 'Show Emma on the leaderboard?',
    alone: 'This choice is for Emma alone',
    others: 'Your other child stays as they are: you choose for each child.',
    accept: 'Accept',
    hide: 'Hide Emma',
    noah: 'Show Noah on the leaderboard',
  },
  fr: {
    off: 'Emma n’apparaît pas dans le classement.',
    show: 'Afficher Emma dans le classement',
    title: 'Afficher Emma dans le classement ?',
    alone: 'Ce choix ne vaut que pour Emma',
    others: 'Rien ne change pour votre autre enfant : vous choisissez pour chacun.',
    accept: 'Accepter',
    hide: 'Masquer Emma',
    noah: 'Afficher Noah dans le classement',
  },
} as const;

async function renderConsent(locale: 'en' | 'fr') {
  const clock = new FakeClock();
  const api = new FakeLeaderboardApi(clock);
  const account = new FakeAccountApi(api);
  const { session } = await signedInSession(aParent());
  const vm = new LeaderboardViewModel(api, account, session, clock);
  vm.start();
  await settle();
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: locale === 'en' ? { ...appEn, ...boardEn } : { ...appFr, ...boardFr } });
  render(
    <I18nProvider i18n={i18n}>
      <LeaderboardConsent vm={vm} />
    </I18nProvider>,
  );
  return { vm, account, session };
}

describe.each(['en', 'fr'] as const)("a parent's leaderboard consent names the child (%s)", (locale) => {
  const t = TEXT[locale];

  it('asks for Emma by name, says the others stay as they are, and Accept saves for Emma alone', async () => {
    const { account, session, vm } = await renderConsent(locale);
    expect(screen.getByText(t.off, { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.show }));
    const dialog = screen.getByRole('dialog', { name: t.title });
    expect(dialog.textContent).toContain(t.alone);
    expect(dialog.textContent).toContain(t.others);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t.accept }));
      await settle();
    });
    expect(account.privacyCalls).toEqual([['pl-emma', true]]);
    expect(screen.getByRole('button', { name: t.hide })).toBeTruthy();

    // Noah: his own choice, still to be made.
    await act(async () => {
      session.selectPlayer('pl-noah');
      await settle();
    });
    expect(screen.getByRole('button', { name: t.noah })).toBeTruthy();
    expect(screen.queryByRole('button', { name: t.hide })).toBeNull();
    vm.dispose();
  });
});
