import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium when the machine has it; otherwise Playwright's own browser. */
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // *.localhost must reach this machine for the integration host.
  '--host-resolver-rules=MAP *.localhost 127.0.0.1',
];

export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath = process.env.PULSEBOARD_CHROMIUM ?? (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);
  return executablePath ? { executablePath, args: CHROMIUM_ARGS } : { args: CHROMIUM_ARGS };
}
