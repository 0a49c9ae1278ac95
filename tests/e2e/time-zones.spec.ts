import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { chooseLanguage, login, openInApp } from '../support/pulseboard';
import { listSessions, type CalendarEvent } from '../support/demo-sessions';

/**
 * Every athlete's own day (docs/product-rules.md#days-and-time-zones): the browser's time zone
 * (Playwright's `timezoneId`) decides today, the day each session sits on and the date its page
 * gives; the reader's locale decides the first day of the week. The demo world's sessions start at
 * local hours in Los Angeles, so in other zones many of them cross midnight.
 */

/** The local day (YYYY-MM-DD) of an instant in a zone, by the test's own Intl (not the app's code). */
function localDayOf(epochMs: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    epochMs,
  );
}

/** Day of the week of a YYYY-MM-DD date: 1 Monday … 7 Sunday. */
function weekdayOf(date: string): number {
  return ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

/** Session links the reader can see, by session id. */
const sessionLinks = (page: Page) => page.locator('a[href^="/calendar/activity/"]:visible');
const idOf = (href: string | null) => decodeURIComponent((href ?? '').replace('/calendar/activity/', ''));

async function openCalendar(page: Page, clock: string | null): Promise<void> {
  if (clock !== null) await page.clock.install({ time: new Date(clock) });
  await login(page, 'player@example.com');
  await openInApp(page, '/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(sessionLinks(page).first()).toBeVisible();
}

/** A French browser: the login page speaks French, then the account's language (English) applies. */
async function openCalendarInFrenchBrowser(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill('player@example.com');
  await page.getByLabel('Mot de passe').fill('demo-pass-1');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await openInApp(page, '/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(sessionLinks(page).first()).toBeVisible();
}

/**
 * Every session shown sits in the cell (or week row) of the local day of its start in `timeZone`.
 * Gives the sessions shown, with the day they are on.
 */
async function expectEachSessionOnItsLocalDay(
  page: Page,
  timeZone: string,
): Promise<{ session: CalendarEvent; day: string }[]> {
  const byId = new Map((await listSessions(page)).map((session) => [session.activityId, session]));
  const shown = await sessionLinks(page).evaluateAll((links) =>
    links.map((link) => ({
      href: link.getAttribute('href'),
      day: link.closest('[data-date]')?.getAttribute('data-date') ?? null,
    })),
  );
  expect(shown.length).toBeGreaterThan(0);
  return shown.map(({ href, day }) => {
    const session = byId.get(idOf(href));
    if (session === undefined) throw new Error(`no session ${href ?? ''} in the calendar call`);
    expect(day, session.activityId).toBe(localDayOf(Date.parse(session.startTime), timeZone));
    return { session, day: day ?? '' };
  });
}

/** The session page says when the session took place: its local weekday, day, month and year in the browser's zone. */
async function expectSessionPageDate(page: Page, session: CalendarEvent, day: string): Promise<void> {
  await page
    .locator(`a[href="/calendar/activity/${encodeURIComponent(session.activityId)}"]:visible`)
    .first()
    .click();
  const start = page.locator('.page-header time.session-start');
  await expect(start).toHaveAttribute('datetime', new Date(Date.parse(session.startTime)).toISOString());
  // The expected words, written by the browser for the cell's own date (noon UTC names it in any locale).
  const words = await page.evaluate((date) => {
    const noon = Date.parse(`${date}T12:00:00Z`);
    const part = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(navigator.language, { ...options, timeZone: 'UTC' }).format(noon);
    return [part({ weekday: 'long' }), part({ month: 'long' }), part({ year: 'numeric' }), part({ day: 'numeric' })];
  }, day);
  const text = (await start.textContent()) ?? '';
  for (const word of words.slice(0, 3)) expect(text, `${text} names ${day}`).toContain(word);
  expect(text).toMatch(new RegExp(`(^|\\D)${words[3] ?? ''}(\\D|$)`));
}

/** 23:30 and 06:30 local time on Wednesday 25 November 2026 in each zone, worked out by hand. */
const ZONES = [
  { timeZone: 'America/Los_Angeles', lateEvening: '2026-11-26T07:30:00Z', earlyMorning: '2026-11-25T14:30:00Z' },
  { timeZone: 'Pacific/Auckland', lateEvening: '2026-11-25T10:30:00Z', earlyMorning: '2026-11-24T17:30:00Z' },
  { timeZone: 'Europe/Paris', lateEvening: '2026-11-25T22:30:00Z', earlyMorning: '2026-11-25T05:30:00Z' },
  { timeZone: 'UTC', lateEvening: '2026-11-25T23:30:00Z', earlyMorning: '2026-11-25T06:30:00Z' },
] as const;

for (const zone of ZONES) {
  test.describe(`the calendar in ${zone.timeZone}`, { tag: '@desktop-size' }, () => {
    test.use({ timezoneId: zone.timeZone, locale: 'en-US' });

    for (const [moment, clock] of [
      ['late in the evening', zone.lateEvening],
      ['early in the morning', zone.earlyMorning],
    ] as const) {
      test(`${moment}: today is the local day, each session sits on the local day of its start, and its page gives that date`, async ({
        page,
      }) => {
        await openCalendar(page, clock);
        await expect(page.locator('td[aria-current="date"]')).toHaveAttribute('data-date', '2026-11-25');
        const shown = await expectEachSessionOnItsLocalDay(page, zone.timeZone);
        // Open one that UTC or the club's own zone puts on another day than this viewer's.
        const crossing = shown.find(({ session, day }) =>
          ['UTC', 'America/Los_Angeles'].some((other) => localDayOf(Date.parse(session.startTime), other) !== day),
        );
        if (crossing === undefined) throw new Error('no session shown crosses midnight between zones');
        await expectSessionPageDate(page, crossing.session, crossing.day);
      });
    }
  });
}

test.describe('the first day of the week follows the reader’s region', { tag: '@desktop-size' }, () => {
  test.use({ timezoneId: 'UTC' });

  for (const { locale, language, firstDay, header } of [
    { locale: 'en-US', language: 'en', firstDay: 7, header: 'Sun' },
    { locale: 'en-GB', language: 'en', firstDay: 1, header: 'Mon' },
    { locale: 'fr-FR', language: 'fr', firstDay: 1, header: 'lun.' },
  ] as const) {
    test.describe(locale, () => {
      test.use({ locale });

      test(`the month grid and the week view start on ${firstDay === 7 ? 'Sunday' : 'Monday'}`, async ({ page }) => {
        if (language === 'fr') {
          await openCalendarInFrenchBrowser(page);
          await chooseLanguage(page, 'fr');
        } else {
          await openCalendar(page, null);
        }
        await expect(page.locator('.calendar-grid thead th').first()).toHaveText(header);
        const firstDays = await page
          .locator('.calendar-grid tbody tr')
          .evaluateAll((rows) => rows.map((row) => row.querySelector('[data-date]')?.getAttribute('data-date') ?? ''));
        expect(firstDays.map(weekdayOf)).toEqual(firstDays.map(() => firstDay));
        await page.getByRole('button', { name: language === 'fr' ? 'Semaine' : 'Week', exact: true }).click();
        const days = page.locator('.calendar-days__day');
        await expect(days).toHaveCount(7);
        expect(weekdayOf((await days.first().getAttribute('data-date')) ?? '')).toBe(firstDay);
      });
    });
  }
});

test.describe('the week of the US clock change in New York', { tag: '@desktop-size' }, () => {
  test.use({ timezoneId: 'America/New_York', locale: 'en-US' });

  test('Sunday 1 to Saturday 7 November 2026 shows each session on its own day', async ({ page }) => {
    // Noon on Sunday 8 November (EST): the week before is whole in the demo world.
    await openCalendar(page, '2026-11-08T17:00:00Z');
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await page.getByRole('button', { name: 'Previous week' }).click();
    const days = page.locator('.calendar-days__day');
    await expect(days.first()).toHaveAttribute('data-date', '2026-11-01');
    expect(await days.evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-date')))).toEqual(
      ['01', '02', '03', '04', '05', '06', '07'].map((d) => `2026-11-${d}`),
    );
    await expect(sessionLinks(page).first()).toBeVisible();
    const shown = await expectEachSessionOnItsLocalDay(page, 'America/New_York');
    expect(new Set(shown.map(({ day }) => day)).size).toBeGreaterThanOrEqual(4);
  });
});
