// The chart benchmark's stage: the bench page built with the app's Vite config, served on
// 127.0.0.1, and a headless Chromium (Debian's when installed, as in the end-to-end tests).
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, loadConfigFromFile, mergeConfig } from 'vite';
import { chromium } from '@playwright/test';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Plugins of the app's config that are about the app's own pages, not a page that only draws
 * charts: the first-screen preload list names the app's entry modules, which this page lacks.
 */
const APP_PAGE_PLUGINS = new Set(['pulseboard-first-screen-preload']);

const isAppPagePlugin = (plugin) =>
  typeof plugin === 'object' && plugin !== null && 'name' in plugin && APP_PAGE_PLUGINS.has(plugin.name);

/** Builds the bench page with the app's transforms (React, Lingui macros and catalogs). */
export async function buildBenchPage(outDir) {
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    path.resolve(repoRoot, 'vite.config.ts'),
  );
  const config = mergeConfig(loaded?.config ?? {}, {
    root: path.resolve(repoRoot, 'tests/bench/chart-bench'),
    base: './',
    mode: 'production',
    publicDir: false,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 4096, sourcemap: false },
  });
  await build({
    ...config,
    configFile: false,
    plugins: (config.plugins ?? []).flat(Infinity).filter((plugin) => !isAppPagePlugin(plugin)),
  });
}

const CONTENT_TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

/**
 * Serves `dir`. Cross-origin isolated (COOP and COEP), so that performance.now() in the page
 * counts in microseconds rather than Chromium's coarse 0.1 ms.
 */
export function serveBenchPage(dir) {
  const server = createServer(async (request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    const file = path.join(dir, urlPath === '/' ? 'index.html' : urlPath);
    if (!file.startsWith(dir)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, {
        'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-embedder-policy': 'require-corp',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export async function launchBenchBrowser() {
  return chromium.launch({
    headless: true,
    ...(existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium' } : {}),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}
