import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANIFEST, NOT_THE_APP, pwaPlugin, writeDemoPrecacheList } from './pwa.plugin';

/** The checks of the built output are in tests/build/installable-checks.mjs (npm run test:build). */
const FIRST_SCREEN_CSS = readFileSync(path.join(import.meta.dirname, '../../src/ui/app/first-screen.css'), 'utf8');
const cssColour = (name: string) =>
  new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(FIRST_SCREEN_CSS)?.[1]?.toLowerCase();

describe('the web app manifest', () => {
  it('opens the dashboard in a window of its own', () => {
    expect(MANIFEST).toMatchObject({
      name: 'Pulseboard',
      short_name: 'Pulseboard',
      start_url: '/dashboard',
      scope: '/',
      display: 'standalone',
    });
  });

  it("takes its colours from the app: the top bar's for the title bar, the page's for the start", () => {
    expect(MANIFEST.theme_color?.toLowerCase()).toBe(cssColour('nav'));
    expect(MANIFEST.background_color?.toLowerCase()).toBe(cssColour('bg'));
  });
});

describe("the real-API worker's navigations", () => {
  const answeredWithTheApp = (pathname: string) => !NOT_THE_APP.some((pattern) => pattern.test(pathname));

  it("answers the app's pages with index.html, and leaves the same-origin APIs to the network", () => {
    for (const page of ['/', '/login', '/dashboard', '/calendar', '/sessions/42', '/share/abc', '/apiary'])
      expect(answeredWithTheApp(page), page).toBe(true);
    for (const call of ['/api/web/players/me', '/integration-api/codes'])
      expect(answeredWithTheApp(call), call).toBe(false);
  });
});

describe("the demo worker's precache list", () => {
  it('lists the page, the scripts, styles, images and icons, with a revision where the name has no hash; no map, no worker', async () => {
    const out = mkdtempSync(path.join(tmpdir(), 'pwa-demo-'));
    try {
      mkdirSync(path.join(out, 'assets'));
      mkdirSync(path.join(out, 'images'));
      const files = [
        'index.html',
        'assets/app-Ab12Cd34.js',
        'assets/app-Ab12Cd34.js.map',
        'assets/app-Ef56Gh78.css',
        'images/pitch.svg',
        'images/avatar.png',
        'favicon.svg',
        'pwa-192x192.png',
        'manifest.webmanifest',
        'mockServiceWorker.js',
      ];
      for (const file of files) writeFileSync(path.join(out, file), `/* ${file} */`);
      writeFileSync(path.join(out, 'demo-service-worker.js'), 'const PRECACHE_ENTRIES = self.__WB_MANIFEST || [];\n');
      await writeDemoPrecacheList(out);
      const worker = readFileSync(path.join(out, 'demo-service-worker.js'), 'utf8');
      const list = JSON.parse(/PRECACHE_ENTRIES = (\[.*\]) \|\|/u.exec(worker)?.[1] ?? 'null') as {
        url: string;
        revision: string | null;
      }[];
      const byUrl = new Map(list.map((entry) => [entry.url, entry.revision]));
      expect([...byUrl.keys()].sort()).toEqual([
        'assets/app-Ab12Cd34.js',
        'assets/app-Ef56Gh78.css',
        'favicon.svg',
        'images/avatar.png',
        'images/pitch.svg',
        'index.html',
        'manifest.webmanifest',
        'pwa-192x192.png',
      ]);
      expect(byUrl.get('assets/app-Ab12Cd34.js')).toBeNull();
      expect(byUrl.get('index.html')).toMatch(/^[0-9a-f]{32}$/u);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('the workers’ build step after a failed bundle', () => {
  /** The demo build's worker step, with its output folder set as Vite sets it. */
  function demoWorkerStep(outDir: string) {
    const step = pwaPlugin({ demo: true }).find((plugin) => plugin.name === 'vite-plugin-pwa:build');
    const configResolved = step?.configResolved as ((config: unknown) => void) | undefined;
    configResolved?.({ root: path.dirname(outDir), build: { outDir: path.basename(outDir) } });
    const closeBundle = step?.closeBundle as { handler: (error?: Error) => Promise<void> } | undefined;
    return { renderError: step?.renderError as (() => void) | undefined, closeBundle: () => closeBundle?.handler() };
  }

  it('does nothing once the output failed to render, so the build reports that error and not one of its own', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'pwa-failed-'));
    try {
      const outDir = path.join(root, 'never-written');
      // Without the failure it reads the output, which is not there.
      await expect(demoWorkerStep(outDir).closeBundle()).rejects.toThrow();
      const failed = demoWorkerStep(outDir);
      failed.renderError?.();
      await expect(failed.closeBundle()).resolves.toBeUndefined();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
