import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium when the machine has it; otherwise Playwright's own browser. */
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's build of Chromium's headless shell (package chromium-headless-shell, the same engine and version as
 * chromium): the browser Playwright itself runs headless tests in. Without the desktop browser's windows and
 * toolbar, a test costs about a fifth less CPU (docs/architecture.md#what-the-end-to-end-suite-costs).
 */
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Browser features the tests never use and that cost CPU in every browser context. Headless Chromium opens
 * each context in a window with the desktop's toolbar, and the toolbar preloads the address bar's suggestion
 * popups, two WebUI pages in a renderer of their own: about 0.8 CPU-seconds a context, a sixth of a test's
 * start (docs/architecture.md#what-the-end-to-end-suite-costs).
 */
const UNUSED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup', 'PreloadTopChromeWebUI'];

/**
 * The features Playwright itself disables. Chromium reads only the last `--disable-features` of its command line
 * and Playwright puts its own first, so ours must repeat Playwright's list. Playwright does not export it: it is
 * read from its bundle. When a later Playwright keeps it elsewhere, the run warns and leaves Playwright's list
 * alone (the suite runs, only slower).
 */
function playwrightDisabledFeatures(): string[] | null {
  try {
    const require = createRequire(import.meta.url);
    const bundle = readFileSync(
      path.join(path.dirname(require.resolve('playwright-core/package.json')), 'lib/coreBundle.js'),
      'utf8',
    );
    const list = /\bdisabledFeatures = \[([^\]]*)\]/.exec(bundle)?.[1];
    if (list === undefined) return null;
    const names = [...list.replace(/\/\/.*$/gm, '').matchAll(/"([A-Za-z0-9]+)"/g)].map((match) => match[1] ?? '');
    return names.length > 0 ? names : null;
  } catch {
    return null;
  }
}

function disabledFeaturesArgs(): string[] {
  const playwrights = playwrightDisabledFeatures();
  if (!playwrights) {
    console.warn(
      'tests/support/browser.ts: Playwright’s list of disabled Chromium features was not found; the toolbar popups stay on.',
    );
    return [];
  }
  return [`--disable-features=${[...playwrights, ...UNUSED_FEATURES].join(',')}`];
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // *.localhost must reach this machine for the integration host.
  '--host-resolver-rules=MAP *.localhost 127.0.0.1',
  ...disabledFeaturesArgs(),
];

/**
 * How the end-to-end suites launch Chromium: PULSEBOARD_CHROMIUM when set (e.g. /usr/bin/chromium to watch a run with
 * --headed: the headless shell opens no window), else Debian's headless shell, else Debian's Chromium, else
 * Playwright's own browser.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  const debian = [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM].find((candidate) => existsSync(candidate));
  const executablePath = process.env.PULSEBOARD_CHROMIUM ?? debian;
  return executablePath ? { executablePath, args: CHROMIUM_ARGS } : { args: CHROMIUM_ARGS };
}
