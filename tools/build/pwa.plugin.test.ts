import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANIFEST, NOT_THE_APP } from './pwa.plugin';

/** The checks of the built output are in tests/build/installable-checks.mjs (npm run test:build). */
const FIRST_SCREEN_CSS = readFileSync(path.join(import.meta.dirname, '../../src/ui/app/first-screen.css'), 'utf8');
const cssColour = (name: string) => new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(FIRST_SCREEN_CSS)?.[1]?.toLowerCase();

describe('the web app manifest', () => {
  it('opens the dashboard in a window of its own', () => {
    expect(MANIFEST).toMatchObject({ name: 'Pulseboard', short_name: 'Pulseboard', start_url: '/dashboard', scope: '/', display: 'standalone' });
  });

  it('takes its colours from the app: the top bar\'s for the title bar, the page\'s for the start', () => {
    expect(MANIFEST.theme_color?.toLowerCase()).toBe(cssColour('nav'));
    expect(MANIFEST.background_color?.toLowerCase()).toBe(cssColour('bg'));
  });
});

describe('the real-API worker\'s navigations', () => {
  const answeredWithTheApp = (pathname: string) => !NOT_THE_APP.some((pattern) => pattern.test(pathname));

  it('answers the app\'s pages with index.html, and leaves the same-origin APIs to the network', () => {
    for (const page of ['/', '/login', '/dashboard', '/calendar', '/sessions/42', '/share/abc', '/apiary']) expect(answeredWithTheApp(page), page).toBe(true);
    for (const call of ['/api/web/players/me', '/integration-api/codes']) expect(answeredWithTheApp(call), call).toBe(false);
  });
});
