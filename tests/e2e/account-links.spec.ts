import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { chooseLanguage, mockControl } from '../support/pulseboard';
import { oneSizePerLanguage } from '../support/one-size-per-language';

/** The texts of the account-links pages, per locale (src/ui/features/account-links/locales). */
const TEXT = {
  en: {
    forgotLink: 'Forgotten password?',
    forgotten: 'Forgotten password',
    email: 'Email',
    send: 'Send reset link',
    notRegistered: 'Email address not registered in the system.',
    notActivated: 'Your account is not activated yet. Check your invitation email to activate it, or contact support.',
    checkInbox: 'Check your inbox',
    wait: (n: number) => `Please wait ${n} seconds`,
    resend: 'Resend email',
    resent: 'We sent another email.',
    reset: 'Reset password',
    newPassword: 'New Password',
    confirmPassword: 'Confirm Password',
    mismatch: 'The two passwords do not match.',
    resetDone: 'Your password has been reset.',
    logIn: 'Log in',
    password: 'Password',
    incorrect: 'Incorrect password.',
    dashboard: 'Dashboard',
    requestNew: 'Request a new link',
    resetExpired: 'This password reset link has expired. You can request a new one.',
    resetRedeemed:
      'This password reset link has already been used. Log in with your new password, or request a new link.',
    resetInvalid: 'This password reset link is not valid.',
    emailChange: 'Email change',
    emailChanged: 'Your email address is changed. From now on you sign in with kim.lee@example.com.',
    emailChangeExpired: 'This email change link has expired. Log in and ask for the change again in your profile.',
    emailChangeRedeemed: 'This email change has already been confirmed. Log in with your new email address.',
    emailChangeInvalid:
      'This email change link is no longer valid. Log in and ask for the change again in your profile.',
    additional: 'Additional email confirmation',
    additionalDone: 'coach.notes@example.com is confirmed. Your notification emails will also go to this address.',
    additionalExpired: 'This confirmation link has expired. Log in and resend the confirmation from your profile.',
    additionalRedeemed: 'This confirmation link has already been used: the address is confirmed.',
    additionalInvalid: 'This confirmation link is not valid. Log in and resend the confirmation from your profile.',
    unsubscribe: 'Unsubscribe',
    askSummary: 'Do you want to stop receiving the session summary email after each session at player@example.com?',
    askWeekly: 'Do you want to stop receiving the weekly report on Monday mornings at player@example.com?',
    unsubscribed: 'You are unsubscribed.',
    goneWeekly: 'You will no longer receive the weekly report at player@example.com.',
    subscribeAgain: 'Subscribe again',
    againSummary:
      'You are subscribed again: the session summary email will come to player@example.com after each session.',
    subscriptionExpired: 'This unsubscribe link has expired. Log in to manage your notifications in your profile.',
    subscriptionRedeemed:
      'This unsubscribe link has already been used. Log in to manage your notifications in your profile.',
    subscriptionInvalid: 'This unsubscribe link is not valid. Log in to manage your notifications in your profile.',
    failed: 'Sorry, something went wrong. Please try again later.',
    tryAgain: 'Try again',
  },
  fr: {
    forgotLink: 'Mot de passe oublié ?',
    forgotten: 'Mot de passe oublié',
    email: 'E-mail',
    send: 'Envoyer le lien de réinitialisation',
    notRegistered: 'Cette adresse e-mail n’est pas enregistrée dans le système.',
    notActivated:
      'Votre compte n’est pas encore activé. Consultez votre e-mail d’invitation pour l’activer, ou contactez l’assistance.',
    checkInbox: 'Consultez votre boîte de réception',
    wait: (n: number) => `Veuillez patienter ${n} secondes`,
    resend: 'Renvoyer l’e-mail',
    resent: 'Nous avons envoyé un autre e-mail.',
    reset: 'Réinitialiser le mot de passe',
    newPassword: 'Nouveau mot de passe',
    confirmPassword: 'Confirmer le mot de passe',
    mismatch: 'Les deux mots de passe ne correspondent pas.',
    resetDone: 'Votre mot de passe a été réinitialisé.',
    logIn: 'Se connecter',
    password: 'Mot de passe',
    incorrect: 'Mot de passe incorrect.',
    dashboard: 'Tableau de bord',
    requestNew: 'Demander un nouveau lien',
    resetExpired: 'Ce lien de réinitialisation du mot de passe a expiré. Vous pouvez en demander un nouveau.',
    resetRedeemed:
      'Ce lien de réinitialisation du mot de passe a déjà été utilisé. Connectez-vous avec votre nouveau mot de passe ou demandez un nouveau lien.',
    resetInvalid: 'Ce lien de réinitialisation du mot de passe n’est pas valide.',
    emailChange: 'Changement d’e-mail',
    emailChanged: 'Votre adresse e-mail est modifiée. Désormais, vous vous connectez avec kim.lee@example.com.',
    emailChangeExpired:
      'Ce lien de changement d’e-mail a expiré. Connectez-vous et demandez de nouveau le changement dans votre profil.',
    emailChangeRedeemed:
      'Ce changement d’e-mail a déjà été confirmé. Connectez-vous avec votre nouvelle adresse e-mail.',
    emailChangeInvalid:
      'Ce lien de changement d’e-mail n’est plus valide. Connectez-vous et demandez de nouveau le changement dans votre profil.',
    additional: 'Confirmation de l’adresse supplémentaire',
    additionalDone:
      'coach.notes@example.com est confirmée. Vos e-mails de notification seront aussi envoyés à cette adresse.',
    additionalExpired:
      'Ce lien de confirmation a expiré. Connectez-vous et renvoyez la confirmation depuis votre profil.',
    additionalRedeemed: 'Ce lien de confirmation a déjà été utilisé : l’adresse est confirmée.',
    additionalInvalid:
      'Ce lien de confirmation n’est pas valide. Connectez-vous et renvoyez la confirmation depuis votre profil.',
    unsubscribe: 'Se désabonner',
    askSummary: 'Voulez-vous ne plus recevoir le résumé de séance après chaque séance à player@example.com ?',
    askWeekly: 'Voulez-vous ne plus recevoir le rapport hebdomadaire du lundi matin à player@example.com ?',
    unsubscribed: 'Vous êtes désabonné.',
    goneWeekly: 'Vous ne recevrez plus le rapport hebdomadaire à player@example.com.',
    subscribeAgain: 'Se réabonner',
    againSummary:
      'Vous êtes de nouveau abonné : le résumé de séance arrivera à player@example.com après chaque séance.',
    subscriptionExpired:
      'Ce lien de désabonnement a expiré. Connectez-vous pour gérer vos notifications dans votre profil.',
    subscriptionRedeemed:
      'Ce lien de désabonnement a déjà été utilisé. Connectez-vous pour gérer vos notifications dans votre profil.',
    subscriptionInvalid:
      'Ce lien de désabonnement n’est pas valide. Connectez-vous pour gérer vos notifications dans votre profil.',
    failed: 'Désolé, une erreur s’est produite. Veuillez réessayer plus tard.',
    tryAgain: 'Réessayer',
  },
} as const;

type Lang = keyof typeof TEXT;
type Texts = (typeof TEXT)[Lang];

/**
 * Opens a public page in the wanted language: French is chosen on the login page first (the choice
 * is kept in local storage), so a link page opens once, already in its language.
 */
async function openIn(page: Page, lang: Lang, path: string, heading: string): Promise<void> {
  if (lang === 'fr') {
    await page.goto('/login');
    await chooseLanguage(page, 'fr');
  }
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The link of the newest mail of that kind to that address in the demo outbox. */
async function newestMailLink(page: Page, kind: string, to: string): Promise<string> {
  const link = await page.evaluate(
    async ([k, t]) => {
      const mails = (await (await fetch('/api/__mock/outbox')).json()) as { kind: string; to: string; link: string }[];
      return mails.filter((mail) => mail.kind === k && mail.to === t).at(-1)?.link ?? '';
    },
    [kind, to] as const,
  );
  expect(link).toMatch(/^\/reset-password\/|^\/email-change\/|^\/additional-email\//);
  return link;
}

/** Goes to another path inside the running app (no reload: the page follows the link). */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** A token link's page (reached inside the app) shows `message` and offers the next step `step`. */
async function expectLinkState(
  page: Page,
  path: string,
  heading: string,
  message: string,
  step: string,
): Promise<void> {
  await goInApp(page, path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();
  await expect(page.getByRole('link', { name: step, exact: true }).first()).toBeVisible();
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
}

async function signIn(page: Page, t: Texts, email: string, password: string): Promise<void> {
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.logIn }).click();
}

for (const lang of ['en', 'fr'] as const) {
  const t = TEXT[lang];

  test.describe(`account links (${lang})`, oneSizePerLanguage(lang), () => {
    test('forgotten password: refusals, the 60-s resend wait, then the mailed link sets a new password', async ({
      page,
    }) => {
      await page.clock.install();
      await openIn(page, lang, '/login', t.logIn);
      await page.getByRole('link', { name: t.forgotLink }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.forgotten })).toBeVisible();
      const email = page.getByLabel(t.email);
      await email.fill('nobody@example.com');
      await page.getByRole('button', { name: t.send }).click();
      await expect(page.getByRole('alert')).toHaveText(t.notRegistered);
      await email.fill('new@example.com');
      await page.getByRole('button', { name: t.send }).click();
      await expect(page.getByRole('alert')).toHaveText(t.notActivated);
      await expect(email).toHaveValue('new@example.com');
      await expectNoAxeViolations(page);

      await email.fill('player@example.com');
      await page.getByRole('button', { name: t.send }).click();
      await expect(page.getByRole('heading', { level: 2, name: t.checkInbox })).toBeVisible();
      await expect(page.getByRole('button', { name: t.wait(60) })).toBeDisabled();
      await page.clock.runFor(5_000);
      await expect(page.getByRole('button', { name: t.wait(55) })).toBeDisabled();
      await page.clock.runFor(55_000);
      await page.getByRole('button', { name: t.resend }).click();
      await expect(page.getByText(t.resent)).toBeVisible();
      await expect(page.getByRole('button', { name: t.wait(60) })).toBeDisabled();

      await page.goto(await newestMailLink(page, 'PASSWORD_RESET', 'player@example.com'));
      await expect(page.getByRole('heading', { level: 1, name: t.reset })).toBeVisible();
      await page.getByLabel(t.newPassword).fill('fresh-pass-9');
      await page.getByLabel(t.confirmPassword).fill('fresh-pass-0');
      await page.getByRole('button', { name: t.reset }).click();
      await expect(page.getByText(t.mismatch)).toBeVisible();
      await page.getByLabel(t.confirmPassword).fill('fresh-pass-9');
      await page.getByRole('button', { name: t.reset }).click();
      await expect(page.getByRole('status').filter({ hasText: t.resetDone })).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);

      await signIn(page, t, 'player@example.com', 'demo-pass-1');
      await expect(page.getByRole('alert')).toHaveText(t.incorrect);
      await signIn(page, t, 'player@example.com', 'fresh-pass-9');
      // A login speaks the account's language (docs/product-rules.md#auth): this one's is English.
      await expect(page.getByRole('heading', { level: 1, name: TEXT.en.dashboard })).toBeVisible();
    });

    test('reset-password link: expired offers a new one; used, unknown; a valid one shows the form', async ({
      page,
    }) => {
      await openIn(page, lang, '/reset-password/demo-valid', t.reset);
      await expect(page.getByLabel(t.newPassword)).toBeVisible();
      await expect(page.getByText('player@example.com')).toBeVisible();
      await expectNoAxeViolations(page);
      await expectLinkState(page, '/reset-password/demo-redeemed', t.reset, t.resetRedeemed, t.logIn);
      await expectLinkState(page, '/reset-password/no-such-token', t.reset, t.resetInvalid, t.requestNew);
      await expectLinkState(page, '/reset-password/demo-expired', t.reset, t.resetExpired, t.requestNew);
      await page.getByRole('link', { name: t.requestNew }).click();
      await expect(page).toHaveURL(/\/forgotten-password$/);
      await expect(page.getByRole('heading', { level: 1, name: t.forgotten })).toBeVisible();
    });

    test('email-change link: confirms on open and the new email signs in; expired, used, unknown', async ({ page }) => {
      await openIn(page, lang, '/email-change/demo-valid', t.emailChange);
      await expect(page.getByRole('status').filter({ hasText: t.emailChanged })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectLinkState(page, '/email-change/demo-expired', t.emailChange, t.emailChangeExpired, t.logIn);
      await expectLinkState(page, '/email-change/demo-redeemed', t.emailChange, t.emailChangeRedeemed, t.logIn);
      await expectLinkState(page, '/email-change/no-such-token', t.emailChange, t.emailChangeInvalid, t.logIn);
      await page.getByRole('link', { name: t.logIn, exact: true }).click();
      await expect(page).toHaveURL(/\/login$/);
      await signIn(page, t, 'kim.lee@example.com', 'demo-pass-1');
      // A login speaks the account's language (docs/product-rules.md#auth): Kim Lee's is French.
      await expect(page.getByRole('heading', { level: 1, name: TEXT.fr.dashboard })).toBeVisible();
    });

    test('additional-email link: confirms on open; expired, used, unknown; a failed call can be retried', async ({
      page,
    }) => {
      await page.goto('/login');
      await mockControl(page, 'faults', {
        path: '/player-additional-email/email-confirm/demo-valid',
        status: 500,
        code: 'BP_500',
        times: 1,
      });
      await openIn(page, lang, '/additional-email/demo-valid', t.additional);
      await expect(page.getByRole('alert')).toContainText(t.failed);
      await page.getByRole('button', { name: t.tryAgain }).click();
      await expect(page.getByRole('status').filter({ hasText: t.additionalDone })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectLinkState(page, '/additional-email/demo-expired', t.additional, t.additionalExpired, t.logIn);
      await expectLinkState(page, '/additional-email/demo-redeemed', t.additional, t.additionalRedeemed, t.logIn);
      await expectLinkState(page, '/additional-email/no-such-token', t.additional, t.additionalInvalid, t.logIn);
    });

    test('subscriptions link: both variants ask, unsubscribe, subscribe again; expired, used, unknown', async ({
      page,
    }) => {
      await openIn(page, lang, '/subscriptions/demo-valid?variant=weekly', t.unsubscribe);
      await expect(page.getByText(t.askWeekly)).toBeVisible();
      await page.getByRole('button', { name: t.unsubscribe }).click();
      await expect(page.getByRole('heading', { level: 2, name: t.unsubscribed })).toBeVisible();
      await expect(page.getByText(t.goneWeekly)).toBeVisible();
      await expectNoAxeViolations(page);

      await goInApp(page, '/subscriptions/demo-valid');
      await expect(page.getByText(t.askSummary)).toBeVisible();
      await page.getByRole('button', { name: t.unsubscribe }).click();
      await expect(page.getByRole('heading', { level: 2, name: t.unsubscribed })).toBeVisible();
      await page.getByRole('button', { name: t.subscribeAgain }).click();
      await expect(page.getByText(t.againSummary)).toBeVisible();
      await expect(page.getByRole('button', { name: t.unsubscribe })).toBeEnabled();

      await expectLinkState(page, '/subscriptions/demo-expired', t.unsubscribe, t.subscriptionExpired, t.logIn);
      await expectLinkState(
        page,
        '/subscriptions/demo-redeemed?variant=weekly',
        t.unsubscribe,
        t.subscriptionRedeemed,
        t.logIn,
      );
      await expectLinkState(page, '/subscriptions/no-such-token', t.unsubscribe, t.subscriptionInvalid, t.logIn);
    });
  });
}
