import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { listSessions, pickSession } from '../support/demo-sessions';
import { chooseLanguage, login, openInApp, waitForMockBackend } from '../support/pulseboard';
import { ALSO_IN_FRENCH, oneSizePerLanguage } from '../support/one-size-per-language';

/**
 * The session page's header by touch (docs/product-rules.md#the-session-page): Share, Resync and
 * Delete as 44-px targets never closer than 8 px, Delete apart and red, Resync said in one line, the
 * times never broken across lines, at 390 px and at 1440 px; and the delete dialog of a team session
 * saying that only this player's data goes.
 */

const TEXT = {
  en: {
    share: 'Share',
    resync: 'Resync',
    resyncHint: "Resync: the server processes this session's data again, for example after a late sync.",
    deleteSession: 'Delete session',
    deleteQuestion: 'Delete this session?',
    teamDeletion: (others: number) =>
      `Only this player's data from this session will be deleted. The team session and the data of the ${others} other players stay. This cannot be undone.`,
    cancel: 'Cancel',
  },
  fr: {
    share: 'Partager',
    resync: 'Resynchroniser',
    resyncHint:
      'Resynchroniser\u00A0: le serveur traite à nouveau les données de cette séance, par exemple après une synchronisation tardive.',
    deleteSession: 'Supprimer la séance',
    deleteQuestion: 'Supprimer cette séance ?',
    teamDeletion: (others: number) =>
      `Seules les données de ce joueur pour cette séance seront supprimées. La séance d’équipe et les données des ${others} autres joueurs restent. Cette action est irréversible.`,
    cancel: 'Annuler',
  },
} as const;

type Box = { x: number; y: number; width: number; height: number };

/** The clear space between two boxes: along the axis they are apart on (0 when they overlap or touch). */
function gapBetween(a: Box, b: Box): number {
  const dx = Math.max(b.x - (a.x + a.width), a.x - (b.x + b.width), 0);
  const dy = Math.max(b.y - (a.y + a.height), a.y - (b.y + b.height), 0);
  return Math.max(dx, dy);
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('not laid out');
  return box;
}

/** A team training the player ran from the app, processed: Share, Resync and Delete all show. */
async function openTeamTraining(page: Page, lang: 'en' | 'fr'): Promise<string> {
  await login(page, 'player@example.com');
  if (lang === 'fr') await chooseLanguage(page, 'fr');
  const sessions = await listSessions(page);
  const session = pickSession(sessions, (e) => e.type === 'TRAINING' && e.dataStatus === 'PROCESSED');
  await openInApp(page, `/calendar/activity/${session.activityId}`);
  await expect(page.locator('.session-detail')).toBeVisible(); // the session's page, not the one before it
  return session.activityId;
}

/** The session's other players, as its answer lists them (the session's own player left out). */
async function otherPlayersOf(page: Page, activityId: string): Promise<number> {
  await waitForMockBackend(page);
  return page.evaluate(async (id) => {
    const response = await fetch(`/api/web/player-activities/${id}`, {
      headers: { authorization: `Bearer ${localStorage.getItem('token_id') ?? ''}` },
    });
    const activity = (await response.json()) as {
      playerActivityInfo: { playerId: string };
      participants: { players: { playerId: string }[] };
    };
    return activity.participants.players.filter((player) => player.playerId !== activity.playerActivityInfo.playerId)
      .length;
  }, activityId);
}

for (const lang of ['en', 'fr'] as const) {
  const text = TEXT[lang];
  test.describe(`session header (${lang})`, oneSizePerLanguage(lang), () => {
    for (const width of [390, 1440]) {
      test(
        `at ${width} px: actions apart as 44-px targets, Delete set apart and red, Resync explained, times on one line`,
        ALSO_IN_FRENCH,
        async ({ page }) => {
          await page.setViewportSize({ width, height: 844 });
          await openTeamTraining(page, lang);
          const actions = page.locator('.page-header__actions');
          const share = actions.getByRole('button', { name: text.share, exact: true });
          const resync = actions.getByRole('button', { name: text.resync, exact: true });
          const remove = actions.getByRole('button', { name: text.deleteSession });
          await expect(remove).toBeVisible();
          await expect(resync).toHaveAccessibleDescription(text.resyncHint);
          await expect(actions.getByText(text.resyncHint)).toBeVisible();

          const buttons = [share, resync, remove];
          const boxes = await Promise.all(buttons.map(boxOf));
          for (const box of boxes) {
            expect(box.height).toBeGreaterThanOrEqual(44);
            expect(box.width).toBeGreaterThanOrEqual(44);
            expect(box.x + box.width).toBeLessThanOrEqual(width);
          }
          const [shareBox, resyncBox, removeBox] = boxes as [Box, Box, Box];
          expect(gapBetween(shareBox, resyncBox)).toBeGreaterThanOrEqual(8);
          // Delete apart: twice the space the others keep, and red where Share is not.
          expect(gapBetween(removeBox, shareBox)).toBeGreaterThanOrEqual(16);
          expect(gapBetween(removeBox, resyncBox)).toBeGreaterThanOrEqual(16);
          const colours = await Promise.all(
            [share, remove].map((button) => button.evaluate((element) => getComputedStyle(element).color)),
          );
          expect(colours[1]).toBe('rgb(180, 35, 24)');
          expect(colours[0]).not.toBe(colours[1]);
          if (width === 390) {
            // On a phone Delete has a line of its own, below the others.
            expect(removeBox.y).toBeGreaterThanOrEqual(
              Math.max(shareBox.y + shareBox.height, resyncBox.y + resyncBox.height) + 16,
            );
          }

          // Each time of day on one line: "PM" never wraps away from its time.
          const times = page.locator('.page-header time.session-start .session-start__time');
          await expect(times.first()).toBeVisible();
          const lines = await times.evaluateAll((runs) => runs.map((run) => run.getClientRects().length));
          expect(lines.length).toBeGreaterThan(0);
          expect(lines.every((count) => count === 1)).toBe(true);
        },
      );
    }

    test('the delete dialog of a team session says only this player’s data goes', ALSO_IN_FRENCH, async ({ page }) => {
      const activityId = await openTeamTraining(page, lang);
      const others = await otherPlayersOf(page, activityId);
      expect(others).toBeGreaterThan(1);
      await page.getByRole('button', { name: text.deleteSession }).click();
      const dialog = page.getByRole('dialog', { name: text.deleteQuestion });
      await expect(dialog).toHaveAccessibleDescription(text.teamDeletion(others));
      await dialog.getByRole('button', { name: text.cancel }).click();
      await expect(dialog).toBeHidden();
    });
  });
}
