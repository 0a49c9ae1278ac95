import { expect, type Page } from '@playwright/test';
import { chooseLanguage, login, openInApp, waitForMockBackend } from './pulseboard';

/** A calendar entry as the calendar call answers it (the fields the e2e tests pick by). */
export interface CalendarEvent {
  readonly activityId: string;
  readonly type: string;
  readonly durationSeconds: number;
  readonly dataStatus: string;
  readonly startTime: string;
}

/** The signed-in player's sessions (or a child's), read from the calendar call in the page. */
export async function listSessions(page: Page, childIndex?: number): Promise<CalendarEvent[]> {
  // After a reload the page may ask before its mock backend has started.
  await waitForMockBackend(page);
  return page.evaluate(async (child) => {
    const token = localStorage.getItem('token_id') ?? '';
    const user = JSON.parse(localStorage.getItem('user') ?? '{}') as {
      playerId: string;
      playerDetails?: { playerId: string }[];
    };
    const playerId = child === undefined ? user.playerId : (user.playerDetails?.[child]?.playerId ?? '');
    const response = await fetch(`/api/web/player-activities/calendar/${playerId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await response.json()) as { dailyTeamActivities: CalendarEvent[] }).dailyTeamActivities;
  }, childIndex);
}

/** Signs Alex, the demo player, in (in French when asked) and lists his sessions: the start of a block of his pages. */
export async function signInAlex(page: Page, lang: 'en' | 'fr'): Promise<CalendarEvent[]> {
  await login(page, 'player@example.com');
  if (lang === 'fr') await chooseLanguage(page, 'fr');
  return listSessions(page);
}

/** The latest session that fits, or an error naming the missing demo data. */
export function pickSession(
  sessions: readonly CalendarEvent[],
  predicate: (e: CalendarEvent) => boolean,
): CalendarEvent {
  const found = [...sessions].reverse().find(predicate);
  if (!found) throw new Error('no demo session fits');
  return found;
}

export const isProcessedIndividual = (e: CalendarEvent): boolean =>
  e.type === 'INDIVIDUAL' && e.dataStatus === 'PROCESSED' && e.durationSeconds < 3 * 3600;

/**
 * Opens a session's page in the app and waits until the header shows that session's start: from another session's
 * page, the one before stays on screen until the new one has loaded.
 */
export async function openSession(page: Page, session: CalendarEvent): Promise<void> {
  await openInApp(page, `/calendar/activity/${session.activityId}`);
  await expect(page.locator('.session-detail .page-header time.session-start')).toHaveAttribute(
    'datetime',
    new Date(Date.parse(session.startTime)).toISOString(),
  );
}
