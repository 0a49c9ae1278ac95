import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import type { Page, Response } from '@playwright/test';
import { chooseLanguage, login, mockControl, openInApp } from '../support/pulseboard';
import { ALSO_IN_FRENCH, oneSizePerLanguage } from '../support/one-size-per-language';

/** The profile's settings sections (src/ui/features/profile: language, privacy, notifications, additional emails). */
const TEXT = {
  en: {
    profile: 'Profile',
    english: 'English',
    french: 'Français',
    coaches: 'Make my individual sessions visible to coaches (including attachments and description)',
    community: 'Make my individual sessions visible to the community via the leaderboard',
    consent: 'Appear on the leaderboard?',
    accept: 'Accept',
    decline: 'Decline',
    privacySaved: 'Privacy settings updated.',
    privacyFailed: 'Your privacy settings could not be saved. Please try again.',
    weeklyIndividual: 'Weekly individual report every Monday morning',
    notificationsSaved: 'Notification settings updated.',
    address: 'Additional email address',
    add: 'Add email',
    sameAsAccount: "You can't enter same email address from the account.",
    exists: 'Email already exists for this player.',
    addFailed: 'The email address could not be added. Your text is kept; please try again.',
    added: 'Email added.',
    deleted: 'Email deleted.',
    resent: 'Confirmation email sent.',
    confirmed: 'Confirmed',
    notConfirmed: 'Not confirmed',
    deleteTitle: 'Delete this email address?',
    cancel: 'Cancel',
    delete: 'Delete',
    resendTo: 'Resend confirmation to',
  },
  fr: {
    profile: 'Profil',
    english: 'English',
    french: 'Français',
    coaches: 'Rendre mes séances individuelles visibles par les entraîneurs (pièces jointes et description comprises)',
    community: 'Rendre mes séances individuelles visibles par la communauté dans le classement',
    consent: 'Apparaître dans le classement ?',
    accept: 'Accepter',
    decline: 'Refuser',
    privacySaved: 'Paramètres de confidentialité mis à jour.',
    privacyFailed: 'Vos paramètres de confidentialité n’ont pas pu être enregistrés. Veuillez réessayer.',
    weeklyIndividual: 'Rapport individuel hebdomadaire chaque lundi matin',
    notificationsSaved: 'Paramètres de notification mis à jour.',
    address: 'Adresse e-mail supplémentaire',
    add: 'Ajouter l’adresse',
    sameAsAccount: 'Vous ne pouvez pas saisir la même adresse e-mail que celle du compte.',
    exists: 'Cette adresse e-mail existe déjà pour ce joueur.',
    addFailed: 'L’adresse e-mail n’a pas pu être ajoutée. Votre saisie est conservée ; veuillez réessayer.',
    added: 'Adresse e-mail ajoutée.',
    deleted: 'Adresse e-mail supprimée.',
    resent: 'E-mail de confirmation envoyé.',
    confirmed: 'Confirmée',
    notConfirmed: 'Non confirmée',
    deleteTitle: 'Supprimer cette adresse e-mail ?',
    cancel: 'Annuler',
    delete: 'Supprimer',
    resendTo: 'Renvoyer la confirmation à',
  },
} as const;
type Lang = keyof typeof TEXT;

async function openProfile(page: Page, lang: Lang): Promise<void> {
  await login(page, 'player@example.com');
  if (lang === 'fr') await chooseLanguage(page, 'fr');
  await openInApp(page, '/profile');
  await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].profile })).toBeVisible();
}

const toast = (page: Page, text: string) => page.locator('.toasts').getByText(text);
const emailRow = (page: Page, address: string) => page.locator('li.extra-email').filter({ hasText: address });

/** The newest mail of a kind sent to an address, from the demo outbox (docs/api-account.md#the-demo-mail-outbox). */
async function newestMailLink(page: Page, kind: string, to: string): Promise<string> {
  const mails = await page.evaluate(
    async () => (await fetch('/api/__mock/outbox')).json() as Promise<{ kind: string; to: string; link: string }[]>,
  );
  const link = mails.filter((m) => m.kind === kind && m.to === to).at(-1)?.link;
  expect(link).toMatch(/^\/additional-email\//);
  return link ?? '';
}

for (const lang of ['en', 'fr'] as const) {
  const t = TEXT[lang];
  test.describe(`profile settings (${lang})`, oneSizePerLanguage(lang), () => {
    test(
      'language: a switch changes the interface at once and stays after a reload and a new login',
      ALSO_IN_FRENCH,
      async ({ page }) => {
        // The account speaks English: French is one switch away, English two (there and back); each is saved.
        await openProfile(page, 'en');
        const target = page.getByRole('radio', { name: lang === 'en' ? t.english : t.french });
        const isLanguageSave = (r: Response) =>
          r.request().method() === 'PUT' && /\/web\/account\/[^/]+\/language$/.test(r.url());
        if (lang === 'en') {
          const first = page.waitForResponse(isLanguageSave);
          await page.getByRole('radio', { name: t.french }).check();
          await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
          expect((await first).ok()).toBe(true);
        }
        const saved = page.waitForResponse(isLanguageSave);
        await target.check();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1, name: t.profile })).toBeVisible();
        await expect(page.getByRole('combobox', { name: lang === 'en' ? 'Language' : 'Langue' })).toHaveValue(lang);
        expect((await saved).ok()).toBe(true);

        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: t.profile })).toBeVisible();
        await expect(target).toBeChecked();

        // A new login: the account answers with the saved language.
        await page.evaluate(() => ['token_id', 'refresh_token', 'user'].forEach((key) => localStorage.removeItem(key)));
        await page.goto('/login');
        await page.locator('input[type=email]').fill('player@example.com');
        await page.locator('input[type=password]').fill('demo-pass-1');
        await page.locator('form button[type=submit]').click();
        await expect(page).toHaveURL(/\/dashboard$/);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        expect(
          await page.evaluate(
            () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { language?: string }).language,
          ),
        ).toBe(lang);
      },
    );

    test('privacy and notifications: saved on change and still there after a reload; community visibility asks consent', async ({
      page,
    }) => {
      await openProfile(page, lang);
      const coaches = page.getByRole('switch', { name: t.coaches });
      const community = page.getByRole('switch', { name: t.community });
      const weekly = page.getByRole('switch', { name: t.weeklyIndividual });
      // The demo player shows their sessions to coaches, not to the community.
      await expect(coaches).toBeChecked();
      await coaches.uncheck();
      await expect(toast(page, t.privacySaved)).toBeVisible();

      const dialog = page.getByRole('dialog', { name: t.consent });
      await community.click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: t.decline })).toBeFocused();
      await dialog.getByRole('button', { name: t.decline }).click();
      await expect(dialog).toBeHidden();
      await expect(community).not.toBeChecked();
      await community.click();
      await dialog.getByRole('button', { name: t.accept }).click();
      await expect(dialog).toBeHidden();
      await expect(community).toBeChecked();

      await expect(weekly).not.toBeChecked();
      await weekly.check();
      await expect(toast(page, t.notificationsSaved)).toBeVisible();

      // A failed save rolls the switch back and says so.
      await mockControl(page, 'faults', { path: '/privacy/activity/', method: 'PUT', status: 503, times: 1 });
      await coaches.click();
      await expect(page.getByRole('alert').filter({ hasText: t.privacyFailed })).toBeVisible();
      await expect(coaches).not.toBeChecked();

      await page.reload();
      await expect(coaches).not.toBeChecked();
      await expect(community).toBeChecked();
      await expect(weekly).toBeChecked();
    });

    test('additional emails: rules, a failed add keeps the text, add, confirm through the outbox link, resend, delete', async ({
      page,
    }) => {
      await openProfile(page, lang);
      const field = page.getByLabel(t.address, { exact: true });
      const add = page.getByRole('button', { name: t.add });
      await field.fill('Player@example.com');
      await add.click();
      await expect(page.getByText(t.sameAsAccount)).toBeVisible();
      await field.fill('alex.training@example.com');
      await expect(page.getByText(t.exists)).toBeVisible();

      const address = `team.manager.${lang}@example.com`;
      await mockControl(page, 'faults', { path: '/additional-email', method: 'POST', status: 503, times: 1 });
      await field.fill(address);
      await add.click();
      await expect(page.getByRole('alert').filter({ hasText: t.addFailed })).toBeVisible();
      await expect(field).toHaveValue(address);
      await add.click();
      await expect(toast(page, t.added)).toBeVisible();
      await expect(field).toHaveValue('');
      await expect(emailRow(page, address)).toContainText(t.notConfirmed);

      const axe = await new AxeBuilder({ page }).include('.profile').analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

      await page.goto(await newestMailLink(page, 'ADDITIONAL_EMAIL', address));
      await expect(page.locator('strong', { hasText: address })).toBeVisible();
      await openInApp(page, '/profile');
      await expect(emailRow(page, address)).toContainText(t.confirmed);
      await expect(emailRow(page, address)).not.toContainText(t.notConfirmed);

      await page.getByRole('button', { name: `${t.resendTo} coach.notes@example.com` }).click();
      await expect(toast(page, t.resent)).toBeVisible();

      const dialog = page.getByRole('dialog', { name: t.deleteTitle });
      await emailRow(page, address)
        .getByRole('button', { name: `${t.delete} ${address}` })
        .click();
      await expect(dialog).toContainText(address);
      await dialog.getByRole('button', { name: t.cancel }).click();
      await expect(dialog).toBeHidden();
      await expect(emailRow(page, address)).toBeVisible();
      await emailRow(page, address)
        .getByRole('button', { name: `${t.delete} ${address}` })
        .click();
      await dialog.getByRole('button', { name: t.delete, exact: true }).click();
      await expect(toast(page, t.deleted)).toBeVisible();
      await expect(emailRow(page, address)).toHaveCount(0);
      await page.reload();
      await expect(emailRow(page, 'alex.training@example.com')).toBeVisible();
      await expect(emailRow(page, address)).toHaveCount(0);
    });
  });
}
