// Bundle sizes as a browser downloads them: builds the real-API bundle and the demo bundle,
// serves each, opens the pages in Chromium and sums the gzip size of every script it loads.
// Prints figures; never fails on size. Also the build and the static server that the Lighthouse
// figures use (lighthouse.mjs), so both measure the same output served the same way.
//
//   node tests/bench/bundle-size.mjs
import { build } from 'vite';
import { chromium } from '@playwright/test';
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { readFile, readdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
/** Compressing these gains nothing. */
const ALREADY_COMPRESSED = new Set(['.png', '.woff2']);
/** Any API origin will do for the real-API build: the figures are of /login, which calls nothing before a login. */
const BENCH_PLAYER_API_URL = 'https://api.pulseboard.example';

/**
 * Builds the app into a fresh temporary folder: mode "api" is the real-API build (with a player API URL set,
 * as a deployment would), any other mode the demo. The variable is set for this build only.
 */
export async function buildInto(mode) {
  const outDir = await mkdtemp(path.join(tmpdir(), `pulseboard-${mode}-`));
  const previous = process.env.VITE_PLAYER_API_URL;
  if (mode === 'api') process.env.VITE_PLAYER_API_URL = BENCH_PLAYER_API_URL;
  else delete process.env.VITE_PLAYER_API_URL;
  try {
    // No source maps: the scripts are the same bytes as with the deployed build's hidden maps, and none is left behind.
    await build({ configFile: path.join(repoRoot, 'vite.config.ts'), root: repoRoot, mode, logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: false } });
  } finally {
    if (previous === undefined) delete process.env.VITE_PLAYER_API_URL;
    else process.env.VITE_PLAYER_API_URL = previous;
  }
  return outDir;
}

async function fileFor(dir, urlPath) {
  const file = path.resolve(dir, `.${urlPath}`);
  if (file !== dir && !file.startsWith(dir + path.sep)) return null;
  const info = await stat(file).catch(() => null);
  if (info?.isFile()) return file;
  // SPA fallback: a route is answered with index.html, a missing file (it has an extension) is not found.
  return path.extname(urlPath) === '' ? path.join(dir, 'index.html') : null;
}

/**
 * A static server over a build, like a host of dist/: gzip when the browser accepts it, the SPA fallback
 * to index.html, and the content types a browser checks (a service worker script must be JavaScript).
 * Resolves to the listening server (port 0: any free port on 127.0.0.1).
 */
export function serveBuild(dir) {
  const root = path.resolve(dir);
  const gzipped = new Map();
  const server = createServer(async (request, response) => {
    try {
      const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
      const file = await fileFor(root, urlPath);
      if (file === null) {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      const extension = path.extname(file);
      const headers = {
        'content-type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
        // Hashed assets never change; the page and the worker script are checked on every visit.
        'cache-control': urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        vary: 'accept-encoding',
      };
      let body = await readFile(file);
      if (!ALREADY_COMPRESSED.has(extension) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
        if (!gzipped.has(file)) gzipped.set(file, gzipSync(body, { level: 9 }));
        body = gzipped.get(file);
        headers['content-encoding'] = 'gzip';
      }
      response.writeHead(200, { ...headers, 'content-length': body.length });
      response.end(request.method === 'HEAD' ? undefined : body);
    } catch {
      response.writeHead(400).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Debian's Chromium when present, else Playwright's own. */
export function chromiumPath() {
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : chromium.executablePath();
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

/** Prints the sizes of both builds (made by buildInto). */
export async function printBundleSizes({ apiDir, demoDir }) {
  const browser = await chromium.launch({
    headless: true,
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
  });
  try {
    const apiFiles = await readdir(path.join(apiDir, 'assets'));
    const mswInApi = [];
    for (const f of apiFiles.filter((n) => n.endsWith('.js'))) {
      const text = await readFile(path.join(apiDir, 'assets', f), 'utf8');
      if (/mockServiceWorker|msw\b|setupWorker/.test(text)) mswInApi.push(f);
    }
    const api = await serveBuild(apiDir);
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

    const demo = await serveBuild(demoDir);
    const demoLogin = await scriptsLoaded(browser, `http://localhost:${demo.address().port}/login`);
    demo.close();
    console.log(`bundle: /login initial JavaScript (demo build, gzip): ${kb(sum(demoLogin))} in ${demoLogin.size} scripts`);
    const demoFiles = await readdir(path.join(demoDir, 'assets'));
    for (const f of demoFiles.filter((n) => /^browser-.*\.js$/.test(n))) {
      const bytes = await readFile(path.join(demoDir, 'assets', f));
      console.log(`bundle: demo mock-backend chunk ${f}: ${kb(bytes.length)} raw, ${kb(gzipSync(bytes).length)} gzip (demo build only)`);
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const builds = { apiDir: await buildInto('api'), demoDir: await buildInto('production') };
  try {
    await printBundleSizes(builds);
  } finally {
    await Promise.all(Object.values(builds).map((dir) => rm(dir, { recursive: true, force: true })));
  }
}
