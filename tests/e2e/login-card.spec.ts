import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO_PASSWORD } from '../support/pulseboard';

/**
 * index.html's login card (docs/architecture.md#the-first-paint): /login paints its card before any script arrives,
 * where the app's own card will be, and what a visitor types there is still there once the app has taken over.
 * The scripts are held back until the test lets them go, as on a slow phone network.
 */
function holdScripts(page: Page): () => void {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  void page.route(
    (url) => url.pathname.endsWith('.js') || url.pathname.endsWith('.tsx') || url.pathname.endsWith('.ts'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

type Box = { x: number; y: number; width: number; height: number };

/** Where the card's parts are: the heading, the lead, the fields, the button and the language picker. */
async function boxesOf(page: Page): Promise<Box[]> {
  const parts: Locator[] = [
    page.getByRole('heading', { level: 1 }),
    page.locator('.auth-card__lead'),
    page.getByLabel(/^(Email|E-mail)$/),
    page.getByLabel(/^(Password|Mot de passe)$/),
    page.getByRole('button', { name: /^(Log in|Se connecter)$/ }),
    page.getByRole('combobox'),
  ];
  const boxes = await Promise.all(parts.map((part) => part.boundingBox()));
  expect(boxes, 'every part of the card is drawn').not.toContain(null);
  return boxes.filter((box): box is Box => box !== null);
}

const appHasStarted = (page: Page) =>
  expect(page.getByRole('button', { name: /^(Log in|Se connecter)$/ })).toBeEnabled();

test.describe('the login card drawn with the page', () => {
  test('paints before any script, in the place of the app’s card, and keeps what was typed into it', async ({
    page,
  }) => {
    const release = holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Log in · Pulseboard');
    // The button waits for the app: a press of Enter or a click sends nothing anywhere.
    await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled();
    const before = await boxesOf(page);

    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByLabel('Password').press('Enter');
    await expect(page).toHaveURL(/\/login$/);

    // The visitor goes on typing, a key at a time, while the app arrives and takes the card's place.
    await page.getByLabel('Email').focus();
    release();
    await page.keyboard.type('player@example.com', { delay: 15 });
    await appHasStarted(page);
    expect(await page.locator('#login-shell').count(), 'the card is replaced by the app').toBe(0);
    const after = await boxesOf(page);
    after.forEach((box, index) => {
      for (const side of ['x', 'y', 'width', 'height'] as const)
        expect(Math.abs(box[side] - before[index]![side]), `part ${index}, ${side}`).toBeLessThan(1);
    });
    await expect(page.getByLabel('Email')).toHaveValue('player@example.com');
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Password')).toHaveValue(DEMO_PASSWORD);

    await page.getByLabel('Email').press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('speaks the language the app will speak, and a language picked there is the app’s', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) localStorage.setItem('locale', 'fr');
      sessionStorage.setItem('seeded', 'yes');
    });
    const release = holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Se connecter', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page).toHaveTitle('Se connecter · Pulseboard');
    await expect(page.getByLabel('Mot de passe')).toBeVisible();

    await page.getByRole('combobox', { name: 'Langue' }).selectOption('en');
    await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
    release();
    await appHasStarted(page);
    await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  });

  test('is not drawn on other pages, nor for a visitor already signed in', async ({ page }) => {
    const release = holdScripts(page);
    await page.goto('/forgotten-password', { waitUntil: 'commit' });
    await expect(page.locator('#login-shell')).toHaveCount(0);
    await page.evaluate(() => localStorage.setItem('user', '{}'));
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.locator('#login-shell')).toHaveCount(0);
    await expect(page.getByRole('heading')).toHaveCount(0);
    release();
  });

  test('is not drawn on the integration site, whose page keeps none of the app’s styles', async ({ page }) => {
    const release = holdScripts(page);
    await page.goto(`http://integration.localhost:${process.env.PULSEBOARD_E2E_PORT ?? 4173}/login`, {
      waitUntil: 'commit',
    });
    await expect(page.locator('#login-shell')).toHaveCount(0);
    await expect(page.locator('#first-screen-style')).toHaveCount(0);
    release();
  });
});
