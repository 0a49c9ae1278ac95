// Bundle sizes as a browser downloads them: builds the real-API bundle and the demo bundle,
// serves each, opens the pages in Chromium and sums the gzip size of every script it loads.
// Prints figures; never fails on size. Also the build and the static server that the Lighthouse
// figures use (lighthouse.mjs), so both measure the same output served the same way, and the command line that every
// bench script reads when run on its own (runFromCommandLine).
//
//   node tests/bench/bundle-size.mjs [--api-dir <built real-API app> --demo-dir <built demo>]
import { build } from 'vite';
import { chromium } from '@playwright/test';
import { createServer, request as httpRequest } from 'node:http';
import { existsSync } from 'node:fs';
import { readFile, readdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
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
/**
 * The real-API build calls its APIs on its own origin, as `npm run build:api` makes it: the bench's server passes those
 * calls to the mock API server (`serveBuild`'s `apiProxy`), for the login-to-dashboard flow (lighthouse-flow.mjs).
 */
const BENCH_API_URLS = { VITE_PLAYER_API_URL: '/api', VITE_INTEGRATION_API_URL: '/integration-api' };
/** The paths the real-API build calls its APIs on. */
const API_PATH = /^\/(?:api|integration-api)\//;
/** The mark src/start/main.tsx sets as the demo's mock backend starts: the scripts asked for from then on are its. */
const MOCK_START_MARK = 'pulseboard:mock-backend:start';

/**
 * Builds the app into a fresh temporary folder: mode "api" is the real-API build (with the API URLs set, as a
 * deployment would), any other mode the demo. The variables are set for this build only.
 */
export async function buildInto(mode) {
  const outDir = await mkdtemp(path.join(tmpdir(), `pulseboard-${mode}-`));
  const previous = Object.fromEntries(Object.keys(BENCH_API_URLS).map((name) => [name, process.env[name]]));
  for (const [name, value] of Object.entries(BENCH_API_URLS)) {
    if (mode === 'api') process.env[name] = value;
    else delete process.env[name];
  }
  try {
    // No source maps: the scripts are the same bytes as with the deployed build's hidden maps, and none is left behind.
    await build({
      configFile: path.join(repoRoot, 'vite.config.ts'),
      root: repoRoot,
      mode,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
  } finally {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  return outDir;
}

/**
 * Passes an API call to the mock API server at `target` (its origin), as a same-origin reverse proxy would: without
 * the page's Origin, which the mock API server accepts from the dev origins only, and with its own Host.
 */
function proxyTo(target, request, response) {
  const url = new URL(request.url ?? '/', target);
  const headers = { ...request.headers, host: url.host };
  delete headers.origin;
  delete headers.referer;
  const upstream = httpRequest(url, { method: request.method, headers }, (answer) => {
    response.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(response);
  });
  upstream.on('error', () => response.writeHead(502).end());
  request.pipe(upstream);
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
 * With `apiProxy` (the mock API server's origin), the API calls of the real-API build go there.
 * Resolves to the listening server (port 0: any free port on 127.0.0.1).
 */
export function serveBuild(dir, { apiProxy } = {}) {
  const root = path.resolve(dir);
  const gzipped = new Map();
  const server = createServer(async (request, response) => {
    try {
      const urlPath = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
      if (apiProxy !== undefined && API_PATH.test(urlPath)) {
        proxyTo(apiProxy, request, response);
        return;
      }
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

/** The bench scripts' headless Chromium: quiet (no updates, sync or background calls), *.localhost on this machine. */
export function launchBenchChromium() {
  return chromium.launch({
    headless: true,
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--host-resolver-rules=MAP *.localhost 127.0.0.1',
    ],
  });
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
  // The scripts asked for once the demo's mock backend started (src/start/main.tsx marks it): its own code.
  const mockUrls = await page.evaluate((mark) => {
    const start = performance.getEntriesByName(mark)[0]?.startTime;
    if (start === undefined) return [];
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
      .filter((entry) => entry.startTime >= start)
      .map((entry) => entry.name);
  }, MOCK_START_MARK);
  await page.close();
  return { scripts, mockUrls: new Set(mockUrls) };
}

/** Prints the sizes of both builds (made by buildInto). */
export async function printBundleSizes({ apiDir, demoDir }) {
  const browser = await launchBenchChromium();
  try {
    const apiFiles = await readdir(path.join(apiDir, 'assets'));
    const mswInApi = [];
    for (const f of apiFiles.filter((n) => n.endsWith('.js'))) {
      const text = await readFile(path.join(apiDir, 'assets', f), 'utf8');
      if (/mockServiceWorker|msw\b|setupWorker/.test(text)) mswInApi.push(f);
    }
    const api = await serveBuild(apiDir);
    const port = api.address().port;
    const { scripts: login } = await scriptsLoaded(browser, `http://localhost:${port}/login`);
    const { scripts: integration } = await scriptsLoaded(browser, `http://integration.localhost:${port}/`);
    api.close();
    const sum = (m) => [...m.values()].reduce((a, b) => a + b, 0);
    const loginTotal = sum(login);
    const integrationTotal = sum(integration);
    console.log(
      `bundle: load average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')} (sizes do not depend on it)`,
    );
    console.log(
      `bundle: /login initial JavaScript (real-API build, gzip): ${kb(loginTotal)} in ${login.size} scripts (budget 130 KB: ${loginTotal <= 130 * 1024 ? 'PASS' : 'OVER'})`,
    );
    console.log(
      `bundle: integration site initial JavaScript (real-API build, gzip): ${kb(integrationTotal)} in ${integration.size} scripts ` +
        `(target 110 KB: ${integrationTotal <= 110 * 1024 ? 'PASS' : 'OVER'})`,
    );
    const loadsApp = [...integration.keys()].some((u) => /app-main/.test(u));
    console.log(`bundle: integration site loads the main app chunk: ${loadsApp ? 'yes (OVER)' : 'no'}`);
    console.log(
      `bundle: mock code in the real-API build: ${mswInApi.length ? `found in ${mswInApi.join(', ')} (OVER)` : 'none'}`,
    );

    const demo = await serveBuild(demoDir);
    const demoLogin = await scriptsLoaded(browser, `http://localhost:${demo.address().port}/login`);
    const demoIntegration = await scriptsLoaded(browser, `http://integration.localhost:${demo.address().port}/`);
    demo.close();
    // The demo's mock backend loads once the first screen has painted (src/start/mock-backend-schedule.ts), within these.
    const mockOf = ({ scripts, mockUrls }) =>
      [...scripts].filter(([url]) => mockUrls.has(url)).reduce((total, [, size]) => total + size, 0);
    console.log(
      `bundle: /login JavaScript by network idle (demo build, gzip): ${kb(sum(demoLogin.scripts))} in ${demoLogin.scripts.size} scripts, of which the mock backend, after the first paint: ${kb(mockOf(demoLogin))}`,
    );
    console.log(
      `bundle: integration site JavaScript by network idle (demo build, gzip): ${kb(sum(demoIntegration.scripts))} in ${demoIntegration.scripts.size} scripts, ` +
        `of which the mock backend, after the first paint: ${kb(mockOf(demoIntegration))}`,
    );
    const demoFiles = await readdir(path.join(demoDir, 'assets'));
    for (const f of demoFiles.filter((n) => /^(?:browser|mock-backend|handlers)-.*\.js$/.test(n))) {
      const bytes = await readFile(path.join(demoDir, 'assets', f));
      console.log(
        `bundle: demo mock-backend stage ${f}: ${kb(bytes.length)} raw, ${kb(gzipSync(bytes).length)} gzip (demo build only)`,
      );
    }
  } finally {
    await browser.close();
  }
}

/** The mode `buildInto` builds each kind of build in. */
const BUILD_MODES = { api: 'api', demo: 'production' };

/**
 * A bench script run on its own (`node tests/bench/<name>.mjs`): `--runs` (else `defaultRuns`, and never below
 * `minRuns`), and for each build it needs (`api`, `demo`) the folder given as `--api-dir` / `--demo-dir` (already
 * built, for example to compare two versions), else a fresh build of this tree, removed afterwards. `bench` gets
 * `{ apiDir?, demoDir?, runs, option }`, `option(name)` reading any other flag.
 */
export async function runFromCommandLine({ builds, defaultRuns, minRuns = 1 }, bench) {
  const option = (name) => {
    const index = process.argv.indexOf(name);
    return index === -1 ? undefined : process.argv[index + 1];
  };
  const asked = Number(option('--runs'));
  const runs = option('--runs') !== undefined && Number.isFinite(asked) ? Math.max(minRuns, asked) : defaultRuns;
  const dirs = {};
  const made = [];
  try {
    for (const kind of builds) {
      const given = option(`--${kind}-dir`);
      const dir = given === undefined ? await buildInto(BUILD_MODES[kind]) : path.resolve(given);
      if (given === undefined) made.push(dir);
      dirs[`${kind}Dir`] = dir;
    }
    await bench({ ...dirs, runs, option });
  } finally {
    await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await runFromCommandLine({ builds: ['api', 'demo'], defaultRuns: 1 }, printBundleSizes);
}
