// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { makeActivity, setUp } from '../../../application/session-detail/session-detail-fakes.test-support';
import type { Activity, ParticipantPlayer } from '../../../domain/activity/activity';
import { localDayOf } from '../../../domain/time/time-zone';
import { DeletionDialog, SessionTimes } from './session-header';
import { messages as french } from './locales/fr.po';
import { standInForDialogs } from '../../components/modal.test-support';

standInForDialogs();
afterEach(cleanup);

function inLanguage(locale: 'en' | 'fr', node: ReactNode) {
  const i18n = setupI18n({ locale, messages: { [locale]: locale === 'fr' ? french : {} } });
  return <I18nProvider i18n={i18n}>{node}</I18nProvider>;
}

const player = (n: number): ParticipantPlayer => ({ playerId: `p${n}`, firstName: `First${n}`, lastName: `Last${n}` });
/** A team session of `count` listed players, the session's own player (p1) among them. */
const teamOf = (count: number): Activity => ({
  ...makeActivity(),
  participants: { players: Array.from({ length: count }, (_, i) => player(i + 1)), coach: null, teamCaptain: null },
});

async function askToDelete(activity: Activity, locale: 'en' | 'fr' = 'en') {
  const { vm } = setUp(activity);
  await act(async () => {
    await vm.load('pa-1');
  });
  render(inLanguage(locale, <DeletionDialog vm={vm} />));
  act(() => vm.requestDeletion({ kind: 'session' }));
  return screen.getByRole('dialog');
}

const bodyOf = (dialog: HTMLElement) => dialog.querySelector('p')?.textContent;

describe('DeletionDialog: deleting a session', () => {
  it('of a team of 15 says only this player’s data goes, and the 14 other players’ stay', async () => {
    const dialog = await askToDelete(teamOf(15));
    expect(within(dialog).getByRole('heading').textContent).toBe('Delete this session?');
    expect(bodyOf(dialog)).toBe(
      "Only this player's data from this session will be deleted. The team session and the data of the 14 other players stay. This cannot be undone.",
    );
    expect(dialog.getAttribute('aria-describedby')).toBe(dialog.querySelector('p')?.id);
  });

  it('counts one other player in the singular, and none listed without a count', async () => {
    expect(bodyOf(await askToDelete(teamOf(2)))).toContain('the data of the 1 other player stay.');
    cleanup();
    expect(bodyOf(await askToDelete(teamOf(0)))).toBe(
      "Only this player's data from this session will be deleted. The team session and the other players' data stay. This cannot be undone.",
    );
  });

  it('says it in French, with the count and the typographic apostrophe', async () => {
    expect(bodyOf(await askToDelete(teamOf(15), 'fr'))).toBe(
      'Seules les données de ce joueur pour cette séance seront supprimées. La séance d’équipe et les données des 14 autres joueurs restent. Cette action est irréversible.',
    );
    cleanup();
    expect(bodyOf(await askToDelete(teamOf(2), 'fr'))).toContain('les données de l’autre joueur restent.');
  });

  it('of an individual session says the session and all its data go', async () => {
    const dialog = await askToDelete(makeActivity({ type: 'INDIVIDUAL', teamId: null, teamName: null }));
    expect(bodyOf(dialog)).toBe('The session and all its data will be deleted. This cannot be undone.');
  });
});

describe('SessionTimes', () => {
  /** 22:30 on 2 November 2026 in Los Angeles (06:30 UTC on the 3rd). */
  const epochMs = Date.UTC(2026, 10, 3, 6, 30);
  const start = { epochMs, timeZone: 'America/Los_Angeles', day: localDayOf(epochMs, 'America/Los_Angeles') };
  const timesOf = (endEpochMs: number) => {
    render(inLanguage('en', <SessionTimes start={start} endEpochMs={endEpochMs} />));
    const time = document.querySelector('time');
    return {
      time,
      runs: Array.from(document.querySelectorAll('.session-start__time'), (run) =>
        run.textContent?.replace(/\s/gu, ' '),
      ),
    };
  };

  it('keeps the start and end times of one day, with their PM, in one unbroken run', () => {
    const { time, runs } = timesOf(epochMs + 74 * 60_000);
    expect(time?.getAttribute('dateTime')).toBe('2026-11-03T06:30:00.000Z');
    expect(time?.textContent?.replace(/\s/gu, ' ')).toMatch(/^Monday, November 2, 2026, 10:30 ?– ?11:44 PM$/u);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatch(/^10:30 ?– ?11:44 PM$/u);
  });

  it('keeps each time whole across midnight, the dates between them free to wrap', () => {
    const { runs } = timesOf(epochMs + 3 * 3_600_000);
    expect(runs).toEqual(['10:30 PM', '1:30 AM']);
  });
});
