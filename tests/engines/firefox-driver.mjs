// Firefox for the engine smoke suite: Debian's firefox-esr, driven over WebDriver BiDi by puppeteer-core.
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

/** A driver over one Firefox page: console warnings that name a message read before its catalog count as problems. */
export async function openFirefox({ width, height }) {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    protocol: 'webDriverBiDi',
  });
  const page = await browser.newPage();
  await page.setViewport({ width, height });
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
    type: (selector, text) => page.locator(selector).fill(text),
    click: (selector) => page.locator(selector).click(),
    press: (key) => page.keyboard.press(key),
    screenshot: (path) => page.screenshot({ path }),
    problems: async () => problems.splice(0),
    close: () => browser.close(),
  };
}
