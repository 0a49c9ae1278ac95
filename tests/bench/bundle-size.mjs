// Bundle sizes as a browser downloads them: builds the real-API bundle and the demo bundle,
// serves each, opens the pages in Chromium and sums the gzip size of every script it loads.
// Prints figures; never fails on size.
import { build } from 'vite';
import { chromium } from '@playwright/test';
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { readFile, readdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml' };

async function buildInto(mode) {
  const outDir = await mkdtemp(path.join(tmpdir(), `pulseboard-${mode}-`));
  await build({ configFile: path.join(repoRoot, 'vite.config.ts'), root: repoRoot, mode, logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  return outDir;
}

/** A static server with the SPA fallback, like any host of dist/. */
function serve(dir) {
  const server = createServer(async (req, res) => {
    const urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = path.join(dir, urlPath);
    if (!file.startsWith(dir) || !existsSync(file) || urlPath === '/') file = path.join(dir, 'index.html');
    try {
      res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(await readFile(file));
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function scriptsLoaded(browser, url) {
  const page = await browser.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') {
      try {
        scripts.set(response.url(), gzipSync(await response.body()).length);
      } catch {
        /* a response without a body (redirect) */
      }
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.close();
  return scripts;
}

async function main() {
  const browser = await chromium.launch({
    headless: true,
    ...(existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium' } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
  });
  try {
    const apiDir = await buildInto('api');
    const apiFiles = await readdir(path.join(apiDir, 'assets'));
    const mswInApi = [];
    for (const f of apiFiles.filter((n) => n.endsWith('.js'))) {
      const text = await readFile(path.join(apiDir, 'assets', f), 'utf8');
      if (/mockServiceWorker|msw\b|setupWorker/.test(text)) mswInApi.push(f);
    }
    const api = await serve(apiDir);
    const port = api.address().port;
    const login = await scriptsLoaded(browser, `http://localhost:${port}/login`);
    const integration = await scriptsLoaded(browser, `http://integration.localhost:${port}/`);
    api.close();
    const sum = (m) => [...m.values()].reduce((a, b) => a + b, 0);
    const loginTotal = sum(login);
    console.log(`bundle: /login initial JavaScript (real-API build, gzip): ${kb(loginTotal)} in ${login.size} scripts (budget 130 KB: ${loginTotal <= 130 * 1024 ? 'PASS' : 'OVER'})`);
    console.log(`bundle: integration site initial JavaScript (real-API build, gzip): ${kb(sum(integration))} in ${integration.size} scripts`);
    const loadsApp = [...integration.keys()].some((u) => /app-main/.test(u));
    console.log(`bundle: integration site loads the main app chunk: ${loadsApp ? 'yes (OVER)' : 'no'}`);
    console.log(`bundle: mock code in the real-API build: ${mswInApi.length ? `found in ${mswInApi.join(', ')} (OVER)` : 'none'}`);

    const demoDir = await buildInto('production');
    const demoFiles = await readdir(path.join(demoDir, 'assets'));
    for (const f of demoFiles.filter((n) => /^browser-.*\.js$/.test(n))) {
      const bytes = await readFile(path.join(demoDir, 'assets', f));
      console.log(`bundle: demo mock-backend chunk ${f}: ${kb(bytes.length)} raw, ${kb(gzipSync(bytes).length)} gzip (demo build only)`);
    }
  } finally {
    await browser.close();
  }
}

await main();
