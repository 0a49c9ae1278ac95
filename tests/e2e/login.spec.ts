import { expect, test } from '../support/test';
import AxeBuilder from '@axe-core/playwright';
import { fillLogin, login, mockControl } from '../support/pulseboard';

test.describe('login', () => {
  test('field errors show only after the first submit', { tag: '@desktop-size' }, async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await expect(page.locator('.field__error')).toHaveCount(0);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Password is required.')).toBeVisible();
    await page.getByLabel('Password').fill('short');
    await expect(page.getByText('Password must be between 8 and 50 characters.')).toBeVisible();
  });

  test(
    'unknown email and wrong password get the SPEC messages, and keep what was typed',
    { tag: '@desktop-size' },
    async ({ page }) => {
      await page.goto('/login');
      await fillLogin(page, 'nobody@example.com');
      await expect(page.getByRole('alert')).toHaveText('Email address not registered in the system.');
      await fillLogin(page, 'player@example.com', 'wrong-password');
      await expect(page.getByRole('alert')).toHaveText('Incorrect password.');
      await expect(page.getByLabel('Email')).toHaveValue('player@example.com');
    },
  );

  test('a server failure gets the technical-support message', { tag: '@desktop-size' }, async ({ page }) => {
    await page.goto('/login');
    await mockControl(page, 'faults', { path: '/login', method: 'POST', status: 500, code: 'BP_500', times: 1 });
    await fillLogin(page, 'player@example.com');
    await expect(page.getByRole('alert')).toHaveText('Something went wrong. Please contact technical support.');
  });

  test(
    'a login-required route sends to /login with redirectTo, and login returns there',
    { tag: '@desktop-size' },
    async ({ page }) => {
      await page.goto('/playbook/reading-data?from=mail#zones');
      await expect(page).toHaveURL(/\/login\?redirectTo=/);
      expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/playbook/reading-data?from=mail#zones');
      await fillLogin(page, 'player@example.com');
      await expect(page).toHaveURL(/\/playbook\/reading-data\?from=mail#zones$/);
    },
  );

  test('a hostile redirectTo ends at the dashboard', { tag: '@desktop-size' }, async ({ page }) => {
    await page.goto(`/login?redirectTo=${encodeURIComponent('/a/..//evil.com')}`);
    await fillLogin(page, 'player@example.com');
    await expect(page).toHaveURL(/localhost:\d+\/dashboard$/);
  });

  test('signed in, /login goes to the dashboard; an unknown path too', { tag: '@desktop-size' }, async ({ page }) => {
    await login(page, 'player@example.com');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('the login page has no accessibility violations', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
