import { sharePageInBlock } from '../support/shared-page';
import { expect, test } from '../support/test';
import type { Browser, Page } from '@playwright/test';
import {
  isProcessedIndividual,
  listSessions,
  pickSession as pick,
  signInAlex,
  type CalendarEvent,
} from '../support/demo-sessions';
import { login, openInApp } from '../support/pulseboard';
import { ALSO_IN_FRENCH, oneSizePerLanguage } from '../support/one-size-per-language';

/** The texts the session detail shows, per locale (src/ui/features/session-detail/locales, src/ui/messages). */
const TEXT = {
  en: {
    individual: 'Individual Session',
    team: 'Team Session',
    calendar: 'Calendar',
    segmentName: 'Segment name',
    startMinutes: 'Start minutes',
    startSeconds: 'Start seconds',
    endMinutes: 'End minutes',
    endSeconds: 'End seconds',
    createSegment: 'Create segment',
    tooShort: "Segment duration can't be less than 10 seconds.",
    outOfScope: 'Segment is out of the scope.',
    invalidNumber: 'Please insert a valid number.',
    span: (end: string) => `The session runs from 00:00 to ${end}.`,
    startSecondsRange: 'Start seconds: a whole number from 0 to 59.',
    segmentCreated: 'Segment created.',
    deleteSegment: 'Delete segment',
    description: 'Notes about this session',
    saveDescription: 'Save description',
    descriptionTooLong: 'Please insert no more than 500 characters for activity description.',
    link: 'Link (http or https)',
    addLink: 'Add link',
    linkNotHttp: 'Only http:// and https:// links can be added.',
    upload: 'Upload a file (up to 10 MB)',
    deleteAttachment: 'Delete attachment',
    attachmentDeleted: 'Attachment deleted.',
    trimmed: 'only its first 4 hours are analysed and charted.',
    beltNotWorn: 'The heart-rate belt was not worn during this session.',
    accessDenied: 'Access denied. Make sure you are logged in using the correct account.',
    deleteSession: 'Delete session',
    sessionDeleted: 'Session deleted.',
  },
  fr: {
    individual: 'Séance individuelle',
    team: 'Séance d’équipe',
    calendar: 'Calendrier',
    segmentName: 'Nom du segment',
    startMinutes: 'Minutes de début',
    startSeconds: 'Secondes de début',
    endMinutes: 'Minutes de fin',
    endSeconds: 'Secondes de fin',
    createSegment: 'Créer le segment',
    tooShort: 'La durée d’un segment ne peut pas être inférieure à 10 secondes.',
    outOfScope: 'Le segment dépasse les limites de la séance.',
    invalidNumber: 'Veuillez saisir un nombre valide.',
    span: (end: string) => `La séance va de 00:00 à ${end}.`,
    startSecondsRange: 'Secondes de début\u00A0: un nombre entier de 0 à 59.',
    segmentCreated: 'Segment créé.',
    deleteSegment: 'Supprimer le segment',
    description: 'Notes sur cette séance',
    saveDescription: 'Enregistrer la description',
    descriptionTooLong: 'La description de l’activité ne peut pas dépasser 500 caractères.',
    link: 'Lien (http ou https)',
    addLink: 'Ajouter le lien',
    linkNotHttp: 'Seuls les liens http:// et https:// peuvent être ajoutés.',
    upload: 'Envoyer un fichier (10 Mo maximum)',
    deleteAttachment: 'Supprimer la pièce jointe',
    attachmentDeleted: 'Pièce jointe supprimée.',
    trimmed: 'seules ses 4 premières heures sont analysées et affichées.',
    beltNotWorn: 'La ceinture cardiaque n’a pas été portée pendant cette séance.',
    accessDenied: 'Accès refusé. Vérifiez que vous êtes connecté avec le bon compte.',
    deleteSession: 'Supprimer la séance',
    sessionDeleted: 'Séance supprimée.',
  },
} as const;

const processedTeam = (e: CalendarEvent) => e.type !== 'INDIVIDUAL' && e.dataStatus === 'PROCESSED';
const processedIndividual = isProcessedIndividual;

/**
 * Opens a session as a link of the app does, and waits until it is in: until then the heading (and the breadcrumb)
 * read "Session". The mock backend builds and analyses the session in the page: on a busy two-core machine that can
 * take more than the 10 s an assertion waits, so this wait allows twice that.
 */
async function open(page: Page, activityId: string): Promise<void> {
  await openInApp(page, `/calendar/activity/${activityId}`);
  await expect(page.locator('.session-detail').getByRole('heading', { level: 1 })).toHaveText(
    /^(?!(Session|Séance)$)\S/,
    { timeout: 20_000 },
  );
}

const crumb = (page: Page) => page.getByRole('navigation').locator('[aria-current="page"]');

async function anotherPlayersSession(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, 'parent@example.com');
  const sessions = await listSessions(page, 0);
  await context.close();
  const first = sessions[0];
  if (!first) throw new Error('the parent’s child has no session');
  return first.activityId;
}

for (const lang of ['en', 'fr'] as const) {
  const text = TEXT[lang];
  test.describe(`session detail (${lang})`, oneSizePerLanguage(lang), () => {
    // One page for the block: Alex signed in, his sessions listed. What a test adds it deletes again, and the session
    // deleted at the end is one no other test opens.
    let sessions: CalendarEvent[] = [];
    const shared = sharePageInBlock(async (page) => {
      sessions = await signInAlex(page, lang);
    });
    test('the breadcrumb reads Team Session or Individual Session under Calendar', ALSO_IN_FRENCH, async () => {
      const { page } = shared;
      await open(page, pick(sessions, processedTeam).activityId);
      await expect(crumb(page)).toHaveText(text.team);
      await expect(page.getByRole('navigation').getByRole('link', { name: text.calendar })).toBeVisible();
      await open(page, pick(sessions, processedIndividual).activityId);
      await expect(crumb(page)).toHaveText(text.individual);
    });

    test('segment messages, then a valid segment created and deleted', async () => {
      const { page } = shared;
      const session = pick(sessions, processedIndividual);
      await open(page, session.activityId);
      const form = page.locator('form.session-segment-form');
      const fill = async (values: [string, string, string, string]) => {
        await form.getByLabel(text.segmentName).fill('E2E sprint');
        await form.getByLabel(text.startMinutes).fill(values[0]);
        await form.getByLabel(text.startSeconds).fill(values[1]);
        await form.getByLabel(text.endMinutes).fill(values[2]);
        await form.getByLabel(text.endSeconds).fill(values[3]);
        await form.getByRole('button', { name: text.createSegment }).click();
      };
      await fill(['1', '0', '1', '5']);
      await expect(form.getByRole('alert')).toHaveText(text.tooShort);
      // Out of the session: the rule's sentence, then where the session runs (under 4 h: all of it), as the segment list writes times.
      await fill(['1', '0', '999', '0']);
      const end = `${String(Math.floor(session.durationSeconds / 60)).padStart(2, '0')}:${String(session.durationSeconds % 60).padStart(2, '0')}`;
      await expect(form.getByRole('alert')).toHaveText(`${text.outOfScope} ${text.span(end)}`);
      // A number that is not one: the rule's sentence at its field, then the field and the numbers it takes.
      await fill(['1', 'ab', '2', '0']);
      await expect(form.getByLabel(text.startSeconds)).toHaveAccessibleDescription(
        `${text.invalidNumber} ${text.startSecondsRange}`,
      );
      await fill(['1', '0', '2', '30']);
      await expect(page.locator('.toast', { hasText: text.segmentCreated })).toBeVisible();
      const row = page.locator('.session-table tr', { hasText: 'E2E sprint' });
      await expect(row).toBeVisible();
      await row.getByRole('button', { name: `${text.deleteSegment} E2E sprint` }).click();
      await page.getByRole('dialog').getByRole('button', { name: text.deleteSegment }).click();
      await expect(row).toHaveCount(0);
    });

    test('a 501-character description is refused; a javascript: link is refused', async () => {
      const { page } = shared;
      await open(page, pick(sessions, processedIndividual).activityId);
      await page.getByLabel(text.description).fill('a'.repeat(501));
      await expect(page.getByText('501 / 500')).toBeVisible();
      await page.getByRole('button', { name: text.saveDescription }).click();
      await expect(page.getByText(text.descriptionTooLong)).toBeVisible();
      await page.getByLabel(text.link).fill('javascript:alert(document.cookie)');
      await page.getByRole('button', { name: text.addLink }).click();
      await expect(page.getByText(text.linkNotHttp)).toBeVisible();
      await expect(page.locator('a[href^="javascript"]')).toHaveCount(0);
    });

    test('a file is uploaded, then deleted after confirmation', async () => {
      const { page } = shared;
      await open(page, pick(sessions, processedTeam).activityId);
      await page
        .getByLabel(text.upload)
        .setInputFiles({ name: 'e2e-plan.txt', mimeType: 'text/plain', buffer: Buffer.from('warm-up, drills, game') });
      const item = page.locator('.session-attachments li', { hasText: 'e2e-plan.txt' });
      await expect(item).toBeVisible();
      await expect(item.getByRole('link')).toHaveAttribute('rel', 'noopener noreferrer');
      await item.getByRole('button').click();
      await page.getByRole('dialog').getByRole('button', { name: text.deleteAttachment }).click();
      await expect(page.locator('.toast', { hasText: text.attachmentDeleted })).toBeVisible();
      await expect(item).toHaveCount(0);
    });

    test('the 4 h 30 session shows the trimmed note; a BELT_NOT_WORN session its message', async () => {
      const { page } = shared;
      await open(page, pick(sessions, (e) => e.durationSeconds === 4 * 3600 + 30 * 60).activityId);
      await expect(page.getByText(text.trimmed)).toBeVisible();
      await open(page, pick(sessions, (e) => e.dataStatus === 'BELT_NOT_WORN').activityId);
      await expect(page.getByText(text.beltNotWorn)).toBeVisible();
    });

    test('another player’s session shows the access-denied message', async ({ browser }) => {
      const foreign = await anotherPlayersSession(browser);
      const { page } = shared;
      await open(page, foreign);
      await expect(page.getByRole('alert').filter({ hasText: text.accessDenied })).toBeVisible();
    });

    test('deleting a session after confirmation lands on the calendar', async () => {
      const { page } = shared;
      const older = sessions.filter(processedTeam).at(-2);
      if (older === undefined) throw new Error('the demo player has fewer than two processed team sessions');
      await open(page, older.activityId);
      await page.getByRole('button', { name: text.deleteSession }).click();
      await page.getByRole('dialog').getByRole('button', { name: text.deleteSession }).click();
      await expect(page).toHaveURL(/\/calendar$/);
      await expect(page.locator('.toast', { hasText: text.sessionDeleted })).toBeVisible();
    });
  });
}
