import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { openSession, pickSession, signInAlex, type CalendarEvent } from '../support/demo-sessions';
import { ALSO_IN_FRENCH, oneSizePerLanguage } from '../support/one-size-per-language';
import { openInApp } from '../support/pulseboard';
import { sharePageInBlock } from '../support/shared-page';

/**
 * The session page read without help (docs/product-rules.md#the-session-page, #glossary): which
 * session it is, what a session without data still says, one notice for a long session, the
 * metrics' info buttons, segments on the charts, and the HRmax in use on the profile too.
 */
const TEXT = {
  en: {
    locale: 'en-US',
    team: 'Team',
    source: 'Source',
    teamBelts: 'Team belts',
    noFigures: 'No figures for this session',
    contactSupport: 'Contact support',
    charts: 'Charts',
    trimmed: 'only its first 4 hours are analysed and charted',
    flagged: 'All of it is analysed.',
    aboutAp: 'About Activity points (AP)',
    apDefinition: 'The time you moved faster than a walk',
    playbookLink: 'More in the Playbook',
    apSection: 'Activity points (AP)',
    showClimb: 'Show Climb on the charts',
    showing: 'Showing 120:00 to 210:00',
    profileHrmax: /^HRmax in use: 192.bpm, measured in sessions/u,
  },
  fr: {
    locale: 'fr',
    team: 'Équipe',
    source: 'Source',
    teamBelts: 'Ceintures de l’équipe',
    noFigures: 'Pas de chiffres pour cette séance',
    contactSupport: 'Contacter l’assistance',
    charts: 'Graphiques',
    trimmed: 'seules ses 4 premières heures sont analysées et affichées',
    flagged: 'Elle est analysée en entier.',
    aboutAp: 'À propos : Points d’activité (PA)',
    apDefinition: 'Le temps passé à bouger plus vite que la marche',
    playbookLink: 'En savoir plus dans le guide',
    apSection: 'Points d’activité (PA)',
    showClimb: 'Afficher Climb sur les graphiques',
    showing: 'Affichage de 120:00 à 210:00',
    profileHrmax: /^FCmax utilisée.: 192.bpm, mesurée dans les séances/u,
  },
} as const;

const TRIMMED_SECONDS = 4 * 3600 + 30 * 60;
const FLAGGED_SECONDS = 3 * 3600 + 50 * 60;

/** The session's team as the activity call answers it. */
async function teamNameOf(page: Page, activityId: string): Promise<string> {
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/web/player-activities/${id}`, {
      headers: { authorization: `Bearer ${localStorage.getItem('token_id') ?? ''}` },
    });
    return ((await response.json()) as { playerActivityInfo: { teamName: string } }).playerActivityInfo.teamName;
  }, activityId);
}

/** What the page's own browser writes for an instant's time of day (its start with the digits only, its end in full). */
async function timesOf(
  page: Page,
  locale: string,
  startMs: number,
  endMs: number,
): Promise<{ start: string; end: string }> {
  return page.evaluate(
    ([loc, from, to]) => {
      const time = new Intl.DateTimeFormat(loc, { timeStyle: 'short' });
      return { start: /\d{1,2}:\d{2}/u.exec(time.format(from))?.[0] ?? '', end: time.format(to) };
    },
    [locale, startMs, endMs] as const,
  );
}

const plain = (text: string | null) => (text ?? '').replace(/[\s\u00A0\u202F]+/gu, ' ').trim();

async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include('main').analyze();
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const lang of ['en', 'fr'] as const) {
  const text = TEXT[lang];
  test.describe(`session legibility (${lang})`, oneSizePerLanguage(lang), () => {
    // Every test reads the player's sessions and changes nothing: one signed-in page for them all.
    let sessions: CalendarEvent[] = [];
    const shared = sharePageInBlock(async (page) => {
      sessions = await signInAlex(page, lang);
    });
    test('the header says the date with the start and end times, the team and the source', ALSO_IN_FRENCH, async () => {
      const { page } = shared;
      const game = pickSession(sessions, (e) => e.type === 'GAME' && e.dataStatus === 'PROCESSED');
      await openSession(page, game);
      const startMs = Date.parse(game.startTime);
      const when = page.locator('.page-header time.session-start');
      await expect(when).toHaveAttribute('datetime', new Date(startMs).toISOString());
      const times = await timesOf(page, text.locale, startMs, startMs + game.durationSeconds * 1000);
      const written = plain(await when.textContent());
      expect(written).toContain(times.start);
      expect(written).toContain(plain(times.end));
      const facts = page.locator('.session-facts');
      await expect(facts.locator('.session-facts__item--team dd')).toHaveText(await teamNameOf(page, game.activityId));
      await expect(facts.locator('.session-facts__item--team dt')).toHaveText(text.team);
      await expect(facts.locator('.session-facts__item--source dd')).toHaveText(text.teamBelts);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('a failed session has no forms and no charts: its message, what to do next and a link to support', async () => {
      const { page } = shared;
      await openSession(
        page,
        pickSession(sessions, (e) => e.dataStatus === 'FAILED'),
      );
      const panel = page.getByRole('region', { name: text.noFigures });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('link', { name: text.contactSupport })).toHaveAttribute(
        'href',
        /^mailto:support@pulseboard\.example\?subject=/u,
      );
      await expect(page.locator('main').locator('form, textarea, input, select')).toHaveCount(0);
      await expect(page.getByRole('region', { name: text.charts })).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('a long session has one notice: flagged at 3 h 50, flagged and trimmed at 4 h 30', async () => {
      const { page } = shared;
      // Two 4-hour session pages and an accessibility scan of one (about 5,600 elements): more than the usual 45 s on
      // a busy two-core machine.
      test.slow();
      await openSession(
        page,
        pickSession(sessions, (e) => e.durationSeconds === TRIMMED_SECONDS),
      );
      const notices = page.locator('main .session-data-state');
      await expect(notices).toHaveCount(1);
      await expect(notices).toContainText(text.trimmed);
      expect(plain(await notices.textContent())).toContain('4:30 h');
      expect(await axeViolations(page)).toEqual([]);
      await openSession(
        page,
        pickSession(sessions, (e) => e.durationSeconds === FLAGGED_SECONDS),
      );
      await expect(notices).toHaveCount(1);
      await expect(notices).toContainText(text.flagged);
    });

    test('a metric’s info opens and closes by keyboard, and its link leads to the metric’s Playbook section', async () => {
      const { page } = shared;
      await openSession(
        page,
        pickSession(sessions, (e) => e.type !== 'INDIVIDUAL' && e.dataStatus === 'PROCESSED'),
      );
      const info = page.getByRole('button', { name: text.aboutAp });
      await info.focus();
      await page.keyboard.press('Enter');
      await expect(info).toHaveAttribute('aria-expanded', 'true');
      const popover = page.locator(`[id="${(await info.getAttribute('aria-controls')) ?? ''}"]`);
      await expect(popover).toBeVisible();
      await expect(popover).toContainText(text.apDefinition);
      await page.keyboard.press('Tab');
      await expect(popover.getByRole('link', { name: text.playbookLink })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(info).toHaveAttribute('aria-expanded', 'false');
      await expect(popover).toBeHidden();
      await expect(info).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/playbook\/reading-data#activity-points$/u);
      const section = page.getByRole('heading', { level: 2, name: text.apSection });
      await expect(section).toBeFocused();
      await expect(section).toBeInViewport();
    });

    test('segments are drawn on the charts, and choosing one zooms the charts to it', async () => {
      const { page } = shared;
      await openSession(
        page,
        pickSession(sessions, (e) => e.durationSeconds === TRIMMED_SECONDS),
      );
      await expect(page.locator('.pb-heart-rate-chart .pb-chart__mark-label')).toHaveText('Climb');
      await page.getByRole('button', { name: text.showClimb }).click();
      await expect(page.locator('.session-charts__span')).toContainText(text.showing);
      await expect(page.locator('#session-charts-title')).toBeFocused();
    });

    test('the profile says which HRmax is in use and where it comes from', async () => {
      const { page } = shared;
      await openInApp(page, '/profile');
      await expect(page.locator('.profile-hrmax')).toHaveText(text.profileHrmax);
    });
  });
}
