// Firefox for the engine smoke suite: Debian's firefox-esr, driven over WebDriver BiDi by puppeteer-core.
/* global window */
import puppeteer from 'puppeteer-core';
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const FIREFOX_PATH = process.env.PULSEBOARD_FIREFOX ?? '/usr/bin/firefox-esr';

export function firefoxAvailable() {
  return existsSync(FIREFOX_PATH);
}

export function firefoxVersion() {
  return execFileSync(FIREFOX_PATH, ['--version'], { encoding: 'utf8' }).trim();
}

/**
 * Sets the page's viewport. puppeteer sends the size and a screen orientation together; Firefox ESR 140 (Debian
 * bookworm's) has no `emulation.setScreenOrientationOverride` and answers "unknown command", while the size applies.
 * So that one refusal is let through, and the size is read back from the page: a viewport not applied within 5 s still fails.
 */
async function setViewport(page, { width, height }) {
  try {
    await page.setViewport({ width, height });
  } catch (error) {
    if (!/unknown command emulation\.setScreenOrientationOverride/.test(String(error))) throw error;
  }
  // The refusal can come back before the size's own answer: the size is waited for.
  const applied = await page
    .waitForFunction((w, h) => window.innerWidth === w && window.innerHeight === h, { timeout: 5_000 }, width, height)
    .then(
      () => null,
      () => page.evaluate('`${innerWidth} × ${innerHeight}`'),
    );
  if (applied !== null) throw new Error(`Firefox kept a viewport of ${applied} instead of ${width} × ${height}`);
}

/** The element `selector` finds, once it is shown (the steps' own waits give the time; this one is short). */
async function visible(page, selector) {
  const element = await page.waitForSelector(selector, { visible: true, timeout: 10_000 });
  if (element === null) throw new Error(`no element ${selector}`);
  return element;
}

/** A driver over one Firefox page: console warnings that name a message read before its catalog count as problems. */
export async function openFirefox({ width, height }) {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    protocol: 'webDriverBiDi',
    // No viewport of puppeteer's own: the page gets the suite's below, once.
    defaultViewport: null,
  });
  const page = await browser.newPage();
  await setViewport(page, { width, height });
  const problems = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (/uncompiled message|missing message/i.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  return {
    name: 'Firefox',
    version: await browser.version(),
    goto: (url) => page.goto(url, { waitUntil: 'load' }),
    evaluate: (expression) => page.evaluate(expression),
    // Element handles, not puppeteer's locators: in Firefox ESR 140 a locator's wait for a stable, visible element
    // never ends (its fill and click time out on a login form that is there), while a handle's click and key
    // presses work. The text replaces what the field held, as a fill does.
    type: async (selector, text) => {
      const field = await visible(page, selector);
      await field.evaluate((element) => element.select());
      await field.type(text);
    },
    click: async (selector) => (await visible(page, selector)).click(),
    press: (key) => page.keyboard.press(key),
    screenshot: (path) => page.screenshot({ path }),
    problems: async () => problems.splice(0),
    close: () => browser.close(),
  };
}
