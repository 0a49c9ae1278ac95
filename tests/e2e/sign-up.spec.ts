import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import { chooseLanguage, mockControl } from '../support/pulseboard';
import { oneSizePerLanguage } from '../support/one-size-per-language';

/**
 * The sign-up feature's public pages (docs/product-rules.md#public-routes): the sign-up of an invitation (adult
 * and child), the email confirmation, the child confirmation and the organisation invitation, each in its states
 * (docs/product-rules.md#link-tokens), signed out, in both languages.
 */
const TEXT = {
  en: {
    signUpTitle: 'Player sign-up',
    firstName: 'First Name',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    year: 'Year',
    month: 'Month',
    day: 'Day',
    parentFirstName: 'Parent First Name',
    parentLastName: 'Parent Last Name',
    parentEmail: 'Parent Email',
    parentPhone: 'Parent Phone Number',
    signUp: 'Sign up',
    logIn: 'Log in',
    email: 'Email',
    terms: 'I accept the Terms of Use.',
    privacy: 'I accept the Privacy Policy.',
    coppa: 'I have read and accept the COPPA Policy on children’s privacy.',
    guardian: 'I confirm that I am the parent or legal guardian of Mia.',
    passwordRequired: 'Password is required.',
    fieldRequired: 'This field is required.',
    mismatch: 'The two passwords do not match.',
    termsRequired: 'You must accept the Terms of Use.',
    privacyRequired: 'You must accept the Privacy Policy.',
    coppaRequired: 'You must accept the COPPA Policy to sign up a child.',
    guardianRequired: 'Only a parent or guardian can sign up a child: please confirm that you are one.',
    taken: 'Sorry this email is already registered.',
    welcome: 'Welcome to Pulseboard!',
    mailbox: 'Check your mailbox',
    inviteExpired: 'This invitation has expired',
    inviteRedeemed: 'This invitation has already been used',
    inviteInvalid: 'This invitation link is not valid',
    inviteAccepted: 'This invitation has already been accepted',
    confirmInvalid: 'This confirmation link is not valid',
    confirmExpired: 'This confirmation link has expired',
    emailConfirmed: 'Your email is confirmed',
    emailRedeemed: 'This email is already confirmed',
    childAsk: 'Confirm your child’s account',
    confirm: 'Confirm',
    childDone: 'Noah’s account is confirmed',
    childRedeemed: 'This child’s account is already confirmed',
    joinAsk: 'Join Riverside Academy',
    accept: 'Accept invitation',
    joined: 'You joined Riverside Academy',
    banner: 'Account activation',
    team: 'Team',
    failed: 'Sorry, something went wrong. Please try again later.',
    tryAgain: 'Try again',
  },
  fr: {
    signUpTitle: 'Inscription du joueur',
    firstName: 'Prénom',
    password: 'Mot de passe',
    confirmPassword: 'Confirmer le mot de passe',
    year: 'Année',
    month: 'Mois',
    day: 'Jour',
    parentFirstName: 'Prénom du parent',
    parentLastName: 'Nom du parent',
    parentEmail: 'E-mail du parent',
    parentPhone: 'Numéro de téléphone du parent',
    signUp: 'S’inscrire',
    logIn: 'Se connecter',
    email: 'E-mail',
    terms: 'J’accepte les conditions d’utilisation.',
    privacy: 'J’accepte la politique de confidentialité.',
    coppa: 'J’ai lu et j’accepte la politique COPPA sur la protection de la vie privée des enfants.',
    guardian: 'Je confirme être le parent ou le tuteur légal de Mia.',
    passwordRequired: 'Le mot de passe est obligatoire.',
    fieldRequired: 'Ce champ est obligatoire.',
    mismatch: 'Les deux mots de passe ne correspondent pas.',
    termsRequired: 'Vous devez accepter les conditions d’utilisation.',
    privacyRequired: 'Vous devez accepter la politique de confidentialité.',
    coppaRequired: 'Vous devez accepter la politique COPPA pour inscrire un enfant.',
    guardianRequired: 'Seul un parent ou un tuteur peut inscrire un enfant : veuillez confirmer que vous l’êtes.',
    taken: 'Désolé, cette adresse e-mail est déjà enregistrée.',
    welcome: 'Bienvenue sur Pulseboard !',
    mailbox: 'Consultez votre boîte de réception',
    inviteExpired: 'Cette invitation a expiré',
    inviteRedeemed: 'Cette invitation a déjà été utilisée',
    inviteInvalid: 'Ce lien d’invitation n’est pas valide',
    inviteAccepted: 'Cette invitation a déjà été acceptée',
    confirmInvalid: 'Ce lien de confirmation n’est pas valide',
    confirmExpired: 'Ce lien de confirmation a expiré',
    emailConfirmed: 'Votre adresse e-mail est confirmée',
    emailRedeemed: 'Cette adresse e-mail est déjà confirmée',
    childAsk: 'Confirmez le compte de votre enfant',
    confirm: 'Confirmer',
    childDone: 'Le compte de Noah est confirmé',
    childRedeemed: 'Le compte de cet enfant est déjà confirmé',
    joinAsk: 'Rejoindre Riverside Academy',
    accept: 'Accepter l’invitation',
    joined: 'Vous avez rejoint Riverside Academy',
    banner: 'Activation du compte',
    team: 'Équipe',
    failed: 'Désolé, une erreur s’est produite. Veuillez réessayer plus tard.',
    tryAgain: 'Réessayer',
  },
} as const;
type Lang = keyof typeof TEXT;
type Text = (typeof TEXT)[Lang];

/** Opens a public page in the language of the test (the choice is kept for the next pages). */
async function open(page: Page, lang: Lang, path: string): Promise<void> {
  await page.goto(path);
  if (lang === 'fr' && (await page.locator('html').getAttribute('lang')) !== 'fr') await chooseLanguage(page, 'fr');
}

/** Each of the demo tokens that cannot be used shows its heading (docs/product-rules.md#link-tokens). */
async function expectProblemStates(
  page: Page,
  route: string,
  headings: { expired: string; redeemed: string; invalid: string },
  logIn: string,
) {
  for (const [token, heading] of [
    ['demo-expired', headings.expired],
    ['demo-redeemed', headings.redeemed],
    ['no-such-token', headings.invalid],
  ] as const) {
    await page.goto(`/${route}/${token}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('link', { name: logIn, exact: true })).toHaveAttribute('href', '/login');
  }
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
}

async function logIn(page: Page, t: Text, email: string, password: string): Promise<void> {
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.logIn }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function fillBirthDate(page: Page, t: Text, year: string, month: string, day: string): Promise<void> {
  await page.getByLabel(t.year, { exact: true }).fill(year);
  await page.getByLabel(t.month, { exact: true }).selectOption(month);
  await page.getByLabel(t.day, { exact: true }).fill(day);
}

for (const lang of ['en', 'fr'] as const) {
  const t = TEXT[lang];
  test.describe(`sign-up pages (${lang})`, oneSizePerLanguage(lang), () => {
    test('/signup: the link states, then Riley Stone signs up and logs in with the chosen password', async ({
      page,
    }) => {
      await open(page, lang, '/signup/demo-valid');
      await expectProblemStates(
        page,
        'signup',
        { expired: t.inviteExpired, redeemed: t.inviteRedeemed, invalid: t.inviteInvalid },
        t.logIn,
      );

      await page.goto('/signup/demo-valid');
      await expect(page.getByRole('heading', { level: 1, name: t.signUpTitle })).toBeVisible();
      await expect(page.getByLabel(t.firstName, { exact: true })).toHaveValue('Riley');
      await expect(page.getByLabel(t.email, { exact: true })).toHaveValue('invited@example.com');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: t.signUp }).click();
      await expect(page.getByText(t.passwordRequired)).toBeVisible();
      await expect(page.getByText(t.fieldRequired)).toBeVisible();
      await expect(page.getByText(t.termsRequired)).toBeVisible();
      await expect(page.getByLabel(t.year, { exact: true })).toBeFocused();

      await fillBirthDate(page, t, '1998', '4', '12');
      await page.getByLabel(t.password, { exact: true }).fill('riley-pass-7');
      await page.getByLabel(t.confirmPassword, { exact: true }).fill('riley-pass-8');
      await page.getByLabel(t.terms).check();
      await page.getByLabel(t.privacy).check();
      await page.getByRole('button', { name: t.signUp }).click();
      await expect(page.getByText(t.mismatch)).toBeVisible();
      await expect(page.getByLabel(t.password, { exact: true })).toHaveValue('riley-pass-7');
      await page.getByLabel(t.confirmPassword, { exact: true }).fill('riley-pass-7');
      await page.getByRole('button', { name: t.signUp }).click();
      await expect(page.getByRole('heading', { name: t.welcome })).toBeFocused();

      // The same invitation again: the email now has an account.
      await page.goto('/signup/demo-valid');
      await expect(page.getByRole('alert').filter({ hasText: t.taken })).toBeVisible();

      await page.goto('/login');
      await logIn(page, t, 'invited@example.com', 'riley-pass-7');
    });

    test('/signup child: refuses to send without the COPPA, terms and guardian confirmations, then the parent checks their mailbox', async ({
      page,
    }) => {
      await open(page, lang, '/signup/demo-child-valid');
      await expect(page.getByLabel(t.firstName, { exact: true })).toHaveValue('Mia');
      await expect(page.getByLabel(t.email, { exact: true })).toHaveCount(0);
      await fillBirthDate(page, t, '2015', '6', '1');
      await page.getByLabel(t.parentFirstName, { exact: true }).fill('Dana');
      await page.getByLabel(t.parentLastName, { exact: true }).fill('Rivera');
      await page.getByLabel(t.parentEmail, { exact: true }).fill('dana.rivera@example.com');
      await page.getByLabel(t.parentPhone, { exact: true }).fill('612345678');
      await page.getByLabel(t.password, { exact: true }).fill('dana-pass-1');
      await page.getByLabel(t.confirmPassword, { exact: true }).fill('dana-pass-1');
      await page.getByRole('button', { name: t.signUp }).click();
      for (const message of [t.termsRequired, t.privacyRequired, t.coppaRequired, t.guardianRequired]) {
        await expect(page.getByText(message)).toBeVisible();
      }
      await expect(page.getByLabel(t.terms)).toBeFocused();
      for (const box of [t.terms, t.privacy, t.coppa, t.guardian]) await page.getByLabel(box).check();
      await page.getByRole('button', { name: t.signUp }).click();
      await expect(page.getByRole('heading', { name: t.mailbox })).toBeVisible();
      await expect(page.getByText('dana.rivera@example.com')).toBeVisible();
    });

    test('/email-confirmation: the link states, a retry, then new@example.com logs in without the activation banner', async ({
      page,
    }) => {
      await open(page, lang, '/email-confirmation/demo-expired');
      await expectProblemStates(
        page,
        'email-confirmation',
        { expired: t.confirmExpired, redeemed: t.emailRedeemed, invalid: t.confirmInvalid },
        t.logIn,
      );

      await mockControl(page, 'faults', {
        path: '/player-sign-up/email-confirm/demo-valid',
        status: 500,
        code: 'BP_500',
        times: 1,
      });
      await page.goto('/email-confirmation/demo-valid');
      await expect(page.getByRole('alert').filter({ hasText: t.failed })).toBeVisible();
      await page.getByRole('button', { name: t.tryAgain }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.emailConfirmed })).toBeVisible();
      await expect(page.getByText('new@example.com')).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: t.logIn, exact: true }).click();
      await logIn(page, t, 'new@example.com', 'demo-pass-1');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: t.banner })).toHaveCount(0);
    });

    test('/child-confirmation: the link states, then the parent confirms Noah', async ({ page }) => {
      await open(page, lang, '/child-confirmation/demo-expired');
      await expectProblemStates(
        page,
        'child-confirmation',
        { expired: t.confirmExpired, redeemed: t.childRedeemed, invalid: t.confirmInvalid },
        t.logIn,
      );

      await page.goto('/child-confirmation/demo-valid');
      await expect(page.getByRole('heading', { level: 1, name: t.childAsk })).toBeVisible();
      await expect(page.getByText('Noah Martin')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: t.confirm, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.childDone })).toBeFocused();
      await expect(page.getByRole('link', { name: t.logIn, exact: true })).toHaveAttribute(
        'href',
        '/login?email=parent%40example.com',
      );
    });

    test('/organization-invite: the link states, then player@example.com accepts and sees Riverside Academy', async ({
      page,
    }) => {
      await open(page, lang, '/organization-invite/demo-expired');
      await expectProblemStates(
        page,
        'organization-invite',
        { expired: t.inviteExpired, redeemed: t.inviteAccepted, invalid: t.inviteInvalid },
        t.logIn,
      );

      await page.goto('/organization-invite/demo-valid');
      await expect(page.getByRole('heading', { level: 1, name: t.joinAsk })).toBeVisible();
      await expect(page.getByText('player@example.com')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: t.accept }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.joined })).toBeFocused();

      await page.getByRole('link', { name: t.logIn, exact: true }).click();
      await logIn(page, t, 'player@example.com', 'demo-pass-1');
      // The login applies the account's language, and Alex Martin's account is English.
      await expect(
        page.getByLabel('Team', { exact: true }).locator('option', { hasText: 'Riverside Academy' }),
      ).toHaveCount(1);
    });
  });
}
