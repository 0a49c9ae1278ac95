import { expect, test } from '../support/test';
import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { mockControl } from '../support/pulseboard';

/**
 * The integration site (docs/product-rules.md#integration-screen, docs/product-rules.md#integration-login, docs/product-rules.md#error-behaviour) at its own
 * host name. The mock backend runs in the page, so the page clock drives both the code's
 * countdown and its expiry on the mock side.
 */
const base =
  process.env.INTEGRATION_BASE_URL ?? `http://integration.localhost:${process.env.PULSEBOARD_E2E_PORT ?? 4173}/`;
const PASSWORD = 'demo-pass-1';

const TEXT = {
  en: {
    language: 'English',
    email: 'Email',
    password: 'Password',
    submit: 'Get access code',
    formTitle: 'Get an access code',
    pickerTitle: 'Choose a player',
    codeTitle: 'Your access code',
    player: 'Player',
    selectPlayer: 'Select Player',
    code: 'Access code',
    copy: 'Copy',
    copied: 'Copied',
    invalid: 'Your email and password combination is invalid.',
    generic: 'Something went wrong. Please contact support.',
    expired: 'The access code has expired. Please sign in again.',
    emailRequired: 'Email is required.',
    passwordRequired: 'Password is required.',
    countdown: /Expires in (\d+) s/,
    backToPicker: 'Back to player selection',
    backToForm: 'Back to sign-in',
    note: /expires after 60 seconds/,
  },
  fr: {
    language: 'Français',
    email: 'E-mail',
    password: 'Mot de passe',
    submit: 'Obtenir le code d’accès',
    formTitle: 'Obtenir un code d’accès',
    pickerTitle: 'Choisissez un joueur',
    codeTitle: 'Votre code d’accès',
    player: 'Joueur',
    selectPlayer: 'Sélectionner un joueur',
    code: 'Code d’accès',
    copy: 'Copier',
    copied: 'Copié',
    invalid: 'L’adresse e-mail ou le mot de passe est incorrect.',
    generic: 'Une erreur s’est produite. Veuillez contacter l’assistance.',
    expired: 'Le code d’accès a expiré. Veuillez vous reconnecter.',
    emailRequired: 'L’adresse e-mail est obligatoire.',
    passwordRequired: 'Le mot de passe est obligatoire.',
    countdown: /Expire dans (\d+) s/,
    backToPicker: 'Retour au choix du joueur',
    backToForm: 'Retour à la connexion',
    note: /expire au bout de 60 secondes/,
  },
} as const;

type Texts = (typeof TEXT)[keyof typeof TEXT];

async function open(page: Page, locale: keyof typeof TEXT): Promise<Texts> {
  await page.clock.install();
  await page.goto(base);
  await expect(page.getByRole('heading', { name: TEXT.en.formTitle })).toBeVisible();
  if (locale !== 'en') {
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: TEXT[locale].language });
    await expect(page.getByRole('heading', { name: TEXT[locale].formTitle })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
  }
  return TEXT[locale];
}

async function signIn(page: Page, t: Texts, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel(t.email, { exact: true }).fill(email);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.submit }).click();
}

const codeField = (page: Page, t: Texts) => page.getByLabel(t.code, { exact: true });

for (const locale of ['en', 'fr'] as const) {
  test.describe(`integration site (${locale})`, () => {
    test(
      'errors show only after submit; a wrong password gets the BP_401 message',
      { tag: '@desktop-size' },
      async ({ page }) => {
        const t = await open(page, locale);
        await page.getByLabel(t.email, { exact: true }).fill('');
        await expect(page.getByText(t.emailRequired)).toHaveCount(0);
        await page.getByRole('button', { name: t.submit }).click();
        await expect(page.getByText(t.emailRequired)).toBeVisible();
        await expect(page.getByText(t.passwordRequired)).toBeVisible();
        await signIn(page, t, 'player@example.com', 'wrong-pass-1');
        await expect(page.getByRole('alert').filter({ hasText: t.invalid })).toBeVisible();
        await expect(page.getByRole('heading', { name: t.formTitle })).toBeVisible();
      },
    );

    test('any other failure of the login gets the generic error', { tag: '@desktop-size' }, async ({ page }) => {
      const t = await open(page, locale);
      await mockControl(page, 'faults', {
        path: '/integration/user/authentication',
        status: 500,
        code: 'BP_500',
        times: 1,
      });
      await signIn(page, t, 'player@example.com');
      await expect(page.getByRole('alert').filter({ hasText: t.generic })).toBeVisible();
      await signIn(page, t, 'player@example.com');
      await expect(page.getByRole('heading', { name: t.codeTitle })).toBeVisible();
    });

    test(
      'a player gets a code directly, copies it, and back returns to the form',
      { tag: '@desktop-size' },
      async ({ page, context }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write']);
        const t = await open(page, locale);
        await signIn(page, t, 'player@example.com');
        await expect(page.getByRole('heading', { name: t.codeTitle })).toBeVisible();
        await expect(page.getByText(t.note)).toBeVisible();
        const code = await codeField(page, t).inputValue();
        expect(code).toMatch(/^[A-Z0-9]{8,50}$/);
        await expect(codeField(page, t)).toHaveAttribute('readonly', '');
        await expect(page.getByRole('timer')).toHaveText(t.countdown);

        await page.getByRole('button', { name: t.copy, exact: true }).click();
        await expect(page.getByRole('button', { name: t.copied, exact: true })).toBeVisible();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

        await page.getByRole('link', { name: t.backToForm }).click();
        await expect(page.getByRole('heading', { name: t.formTitle })).toBeVisible();
        await expect(page.getByRole('combobox', { name: t.player })).toHaveCount(0);
      },
    );

    test(
      'a parent picks a child, gets a code, and back returns to the picker',
      { tag: '@desktop-size' },
      async ({ page }) => {
        const t = await open(page, locale);
        await signIn(page, t, 'parent@example.com');
        const picker = page.getByRole('combobox', { name: t.player, exact: true });
        await expect(picker).toBeVisible();
        await expect(picker.locator('option')).toHaveText([t.selectPlayer, 'Emma Martin', 'Noah Martin']);
        await expect(picker).toHaveValue('');

        await picker.selectOption({ label: 'Noah Martin' });
        await expect(page.getByRole('heading', { name: t.codeTitle })).toBeVisible();
        // The code screen names the child the code is for.
        await expect(page.locator('.ig-code-for')).toContainText('Noah Martin');
        const noahCode = await codeField(page, t).inputValue();
        expect(noahCode).toMatch(/^[A-Z0-9]{8,50}$/);

        await page.getByRole('link', { name: t.backToPicker }).click();
        await expect(page.getByRole('heading', { name: t.pickerTitle })).toBeVisible();
        await page.getByRole('combobox', { name: t.player, exact: true }).selectOption({ label: 'Emma Martin' });
        await expect(codeField(page, t)).not.toHaveValue('');
        await expect(page.locator('.ig-code-for')).toContainText('Emma Martin');
        expect(await codeField(page, t).inputValue()).not.toBe(noahCode);

        await page.getByRole('link', { name: t.backToPicker }).click();
        await page.getByRole('link', { name: t.backToForm }).click();
        await expect(page.getByRole('heading', { name: t.formTitle })).toBeVisible();
      },
    );

    test(
      'after 60 seconds on the page clock the code is gone and the expiry message shows',
      { tag: '@desktop-size' },
      async ({ page }) => {
        const t = await open(page, locale);
        await signIn(page, t, 'player@example.com');
        await expect(codeField(page, t)).not.toHaveValue('');
        await page.clock.fastForward(30_000);
        await expect(page.getByRole('timer')).toHaveText(t.countdown);
        const seconds = Number(t.countdown.exec((await page.getByRole('timer').textContent()) ?? '')?.[1]);
        expect(seconds).toBeGreaterThan(25);
        expect(seconds).toBeLessThanOrEqual(30);
        await expect(page.getByText(t.expired)).toHaveCount(0);

        await page.clock.fastForward(30_000);
        await expect(page.getByRole('alert').filter({ hasText: t.expired })).toBeVisible();
        await expect(codeField(page, t)).toHaveValue('');
        await expect(page.getByRole('button', { name: t.copy, exact: true })).toBeDisabled();

        await page.getByRole('link', { name: t.backToForm }).click();
        await expect(page.getByRole('heading', { name: t.formTitle })).toBeVisible();
      },
    );
  });
}

test('the outer layout: logo, language picker, company link, footer year from the clock', async ({ page }) => {
  await page.clock.install({ time: new Date('2031-06-01T12:00:00Z') });
  await page.goto(base);
  await expect(page.getByRole('link', { name: 'Pulseboard integration home' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  const company = page.getByRole('link', { name: /Company site/ });
  await expect(company).toHaveAttribute('target', '_blank');
  await expect(company).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('contentinfo')).toContainText('© 2031 Pulseboard');
});

test('the language choice is kept across a reload', { tag: '@desktop-size' }, async ({ page }) => {
  await page.goto(base);
  await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
  await expect(page.getByRole('heading', { name: TEXT.fr.formTitle })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: TEXT.fr.formTitle })).toBeVisible();
});

test(
  'an unknown path on the integration host shows the integration screen',
  { tag: '@desktop-size' },
  async ({ page }) => {
    await page.goto(new URL('/dashboard', base).toString());
    await expect(page.getByRole('heading', { name: TEXT.en.formTitle })).toBeVisible();
    await expect(page).toHaveURL(base);
  },
);

test('no accessibility violations on the form, the picker and the code screen', async ({ page }) => {
  const t = await open(page, 'en');
  const check = async () => expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: t.submit }).click();
  await check();
  await signIn(page, t, 'parent@example.com');
  await expect(page.getByRole('heading', { name: t.pickerTitle })).toBeVisible();
  await check();
  await page.getByRole('combobox', { name: t.player, exact: true }).selectOption({ label: 'Emma Martin' });
  await expect(page.getByRole('heading', { name: t.codeTitle })).toBeVisible();
  await check();
});
