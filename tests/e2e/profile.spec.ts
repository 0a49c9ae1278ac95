import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { chooseLanguage, login, mockControl, openInApp, openSidebar } from '../support/pulseboard';
import { oneSizePerLanguage } from '../support/one-size-per-language';

/**
 * /profile: personal data (rules, a failed save, saved and still there after a
 * reload, imperial height and weight), the password change and the email change followed through
 * the demo outbox. The units section has its own spec (profile-units.spec.ts).
 */
const TEXT = {
  en: {
    firstName: 'First Name',
    countryCode: 'Country code',
    phone: 'Phone Number',
    feet: 'Feet',
    inches: 'Inches',
    weightLb: 'Weight (lb)',
    position: 'Position',
    belt: 'Belt Number',
    avatarType: 'Please choose a PNG, JPEG or WebP image.',
    yourPhoto: 'Your photo',
    savePersonal: 'Save personal data',
    profileUpdated: 'Profile updated.',
    nameRequired: 'Name field is required.',
    phoneRule: 'Only digits allowed with minimum length of 9.',
    saveFailed: 'Your profile could not be saved. What you typed is kept; please try again.',
    current: 'Current Password',
    next: 'New Password',
    confirm: 'Confirm Password',
    changePassword: 'Change password',
    currentInvalid: 'Current password is invalid.',
    passwordChanged: 'Password changed.',
    incorrect: 'Incorrect password.',
    newEmail: 'New email',
    changeEmail: 'Change email',
    sameEmail: 'This is already your email address. Please enter a different one.',
    taken: 'Sorry this email is already registered.',
    waiting: 'is waiting for confirmation.',
    resend: 'Resend email',
    resent: 'Confirmation email sent again.',
    logOut: 'Log out',
  },
  fr: {
    firstName: 'Prénom',
    countryCode: 'Indicatif du pays',
    phone: 'Numéro de téléphone',
    feet: 'Pieds',
    inches: 'Pouces',
    weightLb: 'Poids (lb)',
    position: 'Poste',
    belt: 'Numéro de ceinture',
    avatarType: 'Veuillez choisir une image PNG, JPEG ou WebP.',
    yourPhoto: 'Votre photo',
    savePersonal: 'Enregistrer les informations personnelles',
    profileUpdated: 'Profil mis à jour.',
    nameRequired: 'Le champ nom est obligatoire.',
    phoneRule: 'Seuls les chiffres sont autorisés, 9 au minimum.',
    saveFailed: 'Votre profil n’a pas pu être enregistré. Votre saisie est conservée ; veuillez réessayer.',
    current: 'Mot de passe actuel',
    next: 'Nouveau mot de passe',
    confirm: 'Confirmer le mot de passe',
    changePassword: 'Changer le mot de passe',
    currentInvalid: 'Le mot de passe actuel est incorrect.',
    passwordChanged: 'Mot de passe modifié.',
    incorrect: 'Mot de passe incorrect.',
    newEmail: 'Nouvel e-mail',
    changeEmail: 'Changer d’e-mail',
    sameEmail: 'C’est déjà votre adresse e-mail. Veuillez en saisir une autre.',
    taken: 'Désolé, cette adresse e-mail est déjà enregistrée.',
    waiting: 'attend sa confirmation.',
    resend: 'Renvoyer l’e-mail',
    resent: 'E-mail de confirmation renvoyé.',
    logOut: 'Se déconnecter',
  },
} as const;
type Lang = keyof typeof TEXT;

/** A 2 × 2 PNG, and a file the avatar rule refuses. */
const PNG = {
  name: 'me.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
    'base64',
  ),
};
const GIF = { name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') };

async function openProfile(page: Page, email: string, lang: Lang): Promise<void> {
  await login(page, email);
  if (lang === 'fr') await chooseLanguage(page, 'fr');
  await openInApp(page, '/profile');
  await expect(page.getByRole('button', { name: TEXT[lang].savePersonal })).toBeVisible();
}

/** Signs in from /login in whichever language the page speaks. */
async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/^(Email|E-mail)$/).fill(email);
  await page.getByLabel(/^(Password|Mot de passe)$/).fill(password);
  await page.getByRole('button', { name: /^(Log in|Se connecter)$/ }).click();
}

async function logOut(page: Page, lang: Lang): Promise<void> {
  await openInApp(page, '/dashboard');
  await openSidebar(page);
  await page.getByRole('button', { name: TEXT[lang].logOut }).click();
  await expect(page).toHaveURL(/\/login/);
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

for (const lang of ['en', 'fr'] as const) {
  const text = TEXT[lang];
  test.describe(`profile (${lang})`, oneSizePerLanguage(lang), () => {
    test('personal data: rules after submit, a failed save keeps the typing, imperial values and the photo still there after a reload', async ({
      page,
    }) => {
      await openProfile(page, 'solo@example.com', lang);
      const axe = await new AxeBuilder({ page }).include('.profile').analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);

      await field(page, text.firstName).fill('');
      await field(page, text.phone).fill('12345');
      await expect(page.getByText(text.nameRequired)).toHaveCount(0);
      await page.getByRole('button', { name: text.savePersonal }).click();
      await expect(page.getByText(text.nameRequired)).toBeVisible();
      await expect(page.getByText(text.phoneRule)).toBeVisible();

      await field(page, text.firstName).fill('Patrice');
      await field(page, text.countryCode).fill('+33');
      await field(page, text.phone).fill('612345678');
      await expect(page.getByText(text.nameRequired)).toHaveCount(0);
      await field(page, text.feet).fill('6');
      await field(page, text.inches).fill('1');
      await field(page, text.weightLb).fill('180');
      await field(page, text.position).selectOption('Goalkeeper');
      await page.locator('.profile-photo input[type=file]').setInputFiles(GIF);
      await expect(page.getByText(text.avatarType)).toBeVisible();
      await page.locator('.profile-photo input[type=file]').setInputFiles(PNG);
      await expect(page.getByText(text.avatarType)).toHaveCount(0);
      await mockControl(page, 'faults', { path: '/web/players/', method: 'PUT', status: 503, code: 'BP_500' });
      await page.getByRole('button', { name: text.savePersonal }).click();
      await expect(page.getByRole('alert').filter({ hasText: text.saveFailed })).toBeVisible();
      await expect(field(page, text.firstName)).toHaveValue('Patrice');
      await expect(field(page, text.feet)).toHaveValue('6');

      await page.getByRole('button', { name: text.savePersonal }).click();
      await expect(page.getByText(text.profileUpdated)).toBeVisible();
      await page.reload();
      await expect(field(page, text.firstName)).toHaveValue('Patrice');
      await expect(field(page, text.countryCode)).toHaveValue('+33');
      await expect(field(page, text.phone)).toHaveValue('612345678');
      await expect(field(page, text.feet)).toHaveValue('6');
      await expect(field(page, text.inches)).toHaveValue('1');
      await expect(field(page, text.weightLb)).toHaveValue('180');
      await expect(field(page, text.position)).toHaveValue('Goalkeeper');
      // Sent as the copy the app shrank and encoded afresh (WebP in Chromium).
      await expect(page.getByRole('img', { name: text.yourPhoto })).toHaveAttribute('src', /^data:image\/webp;base64,/);
    });

    test('password change (a parent): the old password is refused afterwards, the new one signs in', async ({
      page,
    }) => {
      await openProfile(page, 'parent@example.com', lang);
      await expect(field(page, text.belt)).toHaveCount(0);
      await field(page, text.current).fill('wrong-pass-1');
      await field(page, text.next).fill('brand-new-pass');
      await field(page, text.confirm).fill('brand-new-pass');
      await page.getByRole('button', { name: text.changePassword }).click();
      await expect(page.getByText(text.currentInvalid)).toBeVisible();
      await expect(field(page, text.next)).toHaveValue('brand-new-pass');

      await field(page, text.current).fill('demo-pass-1');
      await page.getByRole('button', { name: text.changePassword }).click();
      await expect(page.getByText(text.passwordChanged)).toBeVisible();
      await expect(field(page, text.current)).toHaveValue('');

      await logOut(page, lang);
      await signIn(page, 'parent@example.com', 'demo-pass-1');
      await expect(page.getByText(text.incorrect)).toBeVisible();
      await signIn(page, 'parent@example.com', 'brand-new-pass');
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    test('email change: pending, resent, confirmed through the outbox link, then the new email signs in', async ({
      page,
    }) => {
      const newEmail = `alex.${lang}@example.com`;
      await openProfile(page, 'player@example.com', lang);
      await field(page, text.newEmail).fill('PLAYER@example.com');
      await page.getByRole('button', { name: text.changeEmail }).click();
      await expect(page.getByText(text.sameEmail)).toBeVisible();
      await field(page, text.newEmail).fill('parent@example.com');
      await page.getByRole('button', { name: text.changeEmail }).click();
      await expect(page.getByText(text.taken)).toBeVisible();

      await field(page, text.newEmail).fill(newEmail);
      await page.getByRole('button', { name: text.changeEmail }).click();
      await expect(page.getByRole('status').filter({ hasText: text.waiting })).toContainText(newEmail);
      await page.getByRole('button', { name: text.resend }).click();
      await expect(page.getByText(text.resent)).toBeVisible();
      await page.reload();
      await expect(page.getByRole('status').filter({ hasText: text.waiting })).toContainText(newEmail);

      const link = await page.evaluate(async (to) => {
        const mails = (await (await fetch('/api/__mock/outbox')).json()) as {
          kind: string;
          to: string;
          link: string;
        }[];
        return mails.filter((mail) => mail.kind === 'EMAIL_CHANGE' && mail.to === to).at(-1)?.link ?? null;
      }, newEmail);
      expect(link).toMatch(/^\/email-change\//);
      await page.goto(link!);
      await expect(page.locator('strong', { hasText: newEmail })).toBeVisible();

      await logOut(page, lang);
      await signIn(page, newEmail, 'demo-pass-1');
      await expect(page).toHaveURL(/\/dashboard$/);
    });
  });
}
