import { expect, test } from '../support/test';
import type { Page, Request } from '@playwright/test';
import { login, openInApp } from '../support/pulseboard';

/**
 * The dashboard, the leaderboard and the session history count the viewer's own days
 * (docs/product-rules.md#days-and-time-zones): the browser's zone is set with `timezoneId`, and the
 * page clock (which the in-page mock backend reads too) at a late evening or an early morning, when
 * the local day and the UTC day differ.
 */

/** The query of every call to the player API whose path matches, in the order the page sent them. */
function watchCalls(page: Page, path: RegExp): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (path.test(url.pathname)) seen.push(url.searchParams);
  });
  return seen;
}

const RED_ZONE_FIGURES = /^\/api\/web\/dashboard\/players\/[^/]+\/all-teams$/;

const DASHBOARD_CASES = [
  // Wednesday 25 November, 23:30 in Los Angeles: Thursday 26 in UTC.
  { zone: 'America/Los_Angeles', at: '2026-11-26T07:30:00Z', from: '2026-11-19', to: '2026-11-25' },
  // Tuesday 27 October, 07:00 in Auckland: Monday 26 in UTC.
  { zone: 'Pacific/Auckland', at: '2026-10-26T18:00:00Z', from: '2026-10-21', to: '2026-10-27' },
] as const;

for (const { zone, at, from, to } of DASHBOARD_CASES) {
  test.describe(`the dashboard in ${zone}`, { tag: '@desktop-size' }, () => {
    test.use({ timezoneId: zone, locale: 'en-US' });

    test(`the last 7 days are the seven local days ending ${to}, asked with the zone`, async ({ page }) => {
      await page.clock.install({ time: new Date(at) });
      const figures = watchCalls(page, RED_ZONE_FIGURES);
      const overview = watchCalls(page, /^\/api\/web\/dashboard\/players\/[^/]+$/);
      await login(page, 'player@example.com');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect.poll(() => overview.map((query) => query.get('timeZone'))).toEqual([zone]);

      await page.getByRole('button', { name: 'Last 7 days', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Last 7 days', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const week = () =>
        figures.find(
          (query) => query.get('timeRange') === 'CUSTOM' && query.get('metric') === 'TIME_ABOVE_80_PERCENT_HR',
        );
      await expect.poll(() => week() !== undefined).toBe(true);
      const sent = week();
      expect({ from: sent?.get('from'), to: sent?.get('to'), timeZone: sent?.get('timeZone') }).toEqual({
        from,
        to,
        timeZone: zone,
      });
    });
  });
}

test.describe('the leaderboard in Auckland on a Monday morning', { tag: '@desktop-size' }, () => {
  test.use({ timezoneId: 'Pacific/Auckland', locale: 'en-US' });

  test('this week starts that Monday, though UTC still says Sunday', async ({ page }) => {
    // Monday 26 October 2026, 07:00 in Auckland (NZDT, UTC+13): Sunday 25, 18:00 in UTC.
    await page.clock.install({ time: new Date('2026-10-25T18:00:00Z') });
    const boards = watchCalls(page, /^\/api\/common\/leaderboard\/player\/[^/]+$/);
    await login(page, 'player@example.com');
    const answer = page.waitForResponse((response) => /\/api\/common\/leaderboard\/player\//.test(response.url()));
    await openInApp(page, '/leaderboard');
    const board = (await (await answer).json()) as { from: string; to: string; timeFrame: string };
    expect(boards.map((query) => [query.get('timeFrame'), query.get('timeZone')])).toEqual([
      ['CURRENT_WEEK', 'Pacific/Auckland'],
    ]);
    expect(board).toMatchObject({ timeFrame: 'CURRENT_WEEK', from: '2026-10-26', to: '2026-11-01' });
    const period = new Intl.DateTimeFormat('en-US', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).formatRange(Date.UTC(2026, 9, 26), Date.UTC(2026, 10, 1));
    await expect(page.locator('.lb-caption')).toContainText(period);
  });
});

/** The newest sessions of the signed-in player, as the history call answers them. */
async function newestSessions(page: Page): Promise<{ activityId: string; startTime: string }[]> {
  return page.evaluate(async () => {
    const token = localStorage.getItem('token_id') ?? '';
    const user = JSON.parse(localStorage.getItem('user') ?? '{}') as { playerId: string };
    const response = await fetch(`/api/web/session-history/${user.playerId}?size=10`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await response.json()) as { playerSessions: { content: { activityId: string; startTime: string }[] } })
      .playerSessions.content;
  });
}

const HISTORY_CASES = [
  { zone: 'America/Los_Angeles', locale: 'en-US', at: '2026-11-26T07:30:00Z' },
  { zone: 'Pacific/Auckland', locale: 'en-GB', at: '2026-10-26T18:00:00Z' },
] as const;

for (const { zone, locale, at } of HISTORY_CASES) {
  test.describe(`the session history in ${zone} (${locale})`, () => {
    test.use({ timezoneId: zone, locale });

    test('each session shows its local date and time, in one regional format at every width', async ({ page }) => {
      await page.clock.install({ time: new Date(at) });
      await login(page, 'player@example.com');
      const sessions = await newestSessions(page);
      const dayIn = (format: string, startTime: string) =>
        new Intl.DateTimeFormat('en-CA', { dateStyle: 'short', timeZone: format }).format(Date.parse(startTime));
      // A session whose local day is not its UTC day: the case a UTC date gets wrong (the demo world
      // trains in the evening and plays on Saturday mornings, so some cross the UTC day in either zone).
      const session = sessions.find((s) => dayIn(zone, s.startTime) !== dayIn('UTC', s.startTime));
      expect(session, 'a recent session on another day in UTC').toBeDefined();
      const expected = new Intl.DateTimeFormat([locale, 'en'], {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: zone,
      }).format(Date.parse(session?.startTime ?? ''));

      await openInApp(page, '/session-history');
      await expect(page.getByRole('heading', { level: 1, name: 'Session History' })).toBeVisible();
      const link = page.locator(`a[href="/calendar/activity/${session?.activityId ?? ''}"]`);
      const shown = link.locator('time');
      await expect(shown).toHaveText(expected);
      await expect(shown).toHaveAttribute('dateTime', session?.startTime ?? '');
      await expect(link.locator('time')).toHaveCount(1);
    });
  });
}
