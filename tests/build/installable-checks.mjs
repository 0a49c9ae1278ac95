// The checks of a built real-API app's manifest, icons and service worker (docs/architecture.md#installable-and-offline),
// run by check-real-api-build.mjs on the build it makes (`npm run test:build`, a step of `npm test`).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The width and height a PNG file says it has (its IHDR chunk), or null when the file is not a PNG. */
function pngSize(file) {
  const bytes = readFileSync(file);
  if (bytes.length < 24 || bytes.toString('latin1', 1, 4) !== 'PNG' || bytes.toString('latin1', 12, 16) !== 'IHDR')
    return null;
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** The URLs in the worker's precache list, as Workbox writes them ({url:"…",revision:…}). */
function precacheUrlsOf(worker) {
  return [...worker.matchAll(/\{url:"([^"]+)",revision:/g)].map((match) => match[1]);
}

/**
 * Calls `check(ok, what, why)` for each fact: the manifest (its fields, its icons present at their sizes, linked from
 * index.html), and the worker (in the output, no mock code, the page, its scripts and every feature chunk precached,
 * navigations answered with index.html, nothing of the APIs).
 */
export function checkInstallable(outDir, apiOrigins, check) {
  const at = (name) => path.join(outDir, name);
  const html = readFileSync(at('index.html'), 'utf8');
  let manifest = null;
  try {
    manifest = JSON.parse(readFileSync(at('manifest.webmanifest'), 'utf8'));
  } catch (error) {
    check(false, 'the web app manifest is in the output', String(error));
  }
  if (manifest !== null) {
    const fields = { name: 'Pulseboard', short_name: 'Pulseboard', display: 'standalone', start_url: '/dashboard' };
    const wrong = Object.entries(fields).filter(([field, value]) => manifest[field] !== value);
    check(
      wrong.length === 0,
      'the manifest names the app, opens /dashboard, standalone',
      `wrong: ${wrong.map(([field]) => `${field}=${JSON.stringify(manifest[field])}`).join(', ')}`,
    );
    check(
      /^#[0-9a-f]{6}$/i.test(manifest.theme_color ?? ''),
      'the manifest has a theme colour',
      `theme_color is ${JSON.stringify(manifest.theme_color)}`,
    );
    const icons = Array.isArray(manifest.icons) ? manifest.icons : [];
    const iconOf = (sizes, purpose) =>
      icons.find((icon) => icon.sizes === sizes && (icon.purpose ?? 'any').split(' ').includes(purpose));
    for (const [sizes, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]) {
      const icon = iconOf(sizes, purpose);
      const file = icon === undefined ? null : at(icon.src.replace(/^\//, ''));
      const actual = file !== null && existsSync(file) ? pngSize(file) : null;
      check(
        actual === sizes,
        `the manifest's ${purpose} ${sizes} icon is a PNG of that size in the output`,
        icon === undefined ? 'not in the manifest' : `${icon.src} is ${actual ?? 'missing or not a PNG'}`,
      );
    }
  }
  check(
    /<link rel="manifest" href="\/manifest\.webmanifest"/.test(html),
    'index.html links the manifest',
    'no <link rel="manifest">',
  );
  check(
    /<meta name="theme-color" content="#[0-9a-f]{6}"/i.test(html),
    'index.html has the theme colour',
    'no <meta name="theme-color">',
  );

  const worker = existsSync(at('sw.js')) ? readFileSync(at('sw.js'), 'utf8') : '';
  check(worker !== '', 'the service worker sw.js is in the output', 'no sw.js');
  check(
    !/msw|mockServiceWorker|demo-service-worker|__mock/.test(worker),
    'the service worker carries no mock code',
    'it names msw or the mock worker',
  );
  const precached = precacheUrlsOf(worker);
  const assets = readdirSync(at('assets'))
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => `assets/${name}`);
  const entry = /<script type="module" crossorigin src="\/(assets\/[^"]+)"/.exec(html)?.[1];
  check(
    precached.includes('index.html') && entry !== undefined && precached.includes(entry),
    'the worker precaches index.html and its entry script',
    `precache list: ${precached.slice(0, 5).join(', ')}…`,
  );
  const missing = assets.filter((asset) => !precached.includes(asset));
  check(
    missing.length === 0,
    `the worker precaches every script and style of the app (${assets.length}: the shell and the feature chunks)`,
    `missing ${missing.join(', ')}`,
  );
  const foreign = precached.filter((url) => /^[a-z]+:|^\/\//i.test(url) || !existsSync(at(url)));
  check(
    foreign.length === 0,
    "the worker precaches only files of the output, on the app's origin",
    `also ${foreign.join(', ')}`,
  );
  check(
    /createHandlerBoundToURL\(\w+\)|createHandlerBoundToURL\("\/index\.html"\)/.test(worker) &&
      worker.includes('"/index.html"'),
    'the worker answers navigations with index.html',
    'no navigation route to /index.html',
  );
  check(
    worker.includes('"SKIP_WAITING"'),
    "a new worker waits for the page's word (SKIP_WAITING)",
    'no SKIP_WAITING message handler',
  );
  check(
    worker.includes("addEventListener('sync'") &&
      worker.includes("'pulseboard-live-outbox'") &&
      !/importScripts\(/.test(worker),
    "the worker carries the outbox's Background Sync listener, with no importScripts",
    'no sync listener for pulseboard-live-outbox, or an importScripts',
  );
  check(
    !existsSync(at('outbox-sync.js')),
    'no outbox-sync.js beside the worker (it is part of sw.js)',
    'outbox-sync.js is in the output',
  );
  const named = apiOrigins.filter((origin) => worker.includes(origin.replace(/^https?:\/\//, '')));
  check(
    named.length === 0,
    'the worker names no API origin (it never stores an API answer)',
    `it names ${named.join(', ')}`,
  );
}
