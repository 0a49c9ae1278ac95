#!/usr/bin/env node
// `npm run test:build`, a step of `npm test` (docs/architecture.md#three-ways-to-run): builds the app the way a
// deployer would, with the API variables set and the plain `npm run build` (no --mode), into dist-api/ (kept for
// `npm run test:e2e:api`, tests/build/real-api-build-env.mjs),
// then fails when the output still carries the demo (the mock worker, msw, the /__mock surface, the analytics
// buffer, the console error reporter), when its security policy leaves out the API origins or the error report
// endpoint (docs/architecture.md#security), when a source map, or a pointer to one, is left in the output
// (docs/architecture.md#error-reporting), or when the manifest, its icons or the service worker are wrong
// (installable-checks.mjs).
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkInstallable } from './installable-checks.mjs';
import {
  CONNECT_ORIGINS,
  ERROR_REPORT_URL,
  INTEGRATION_API_URL,
  PLAYER_API_URL,
  REAL_API_OUT_DIR,
  realApiBuildEnv,
} from './real-api-build-env.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
/** What the demo leaves in a bundle, with the words to report it by. */
const DEMO_MARKERS = [
  { what: 'no msw code', pattern: /\bmsw\b|mswjs|\[MSW\]|setupWorker/ },
  {
    what: 'no reference to the mock workers (mockServiceWorker, demo-service-worker)',
    pattern: /mockServiceWorker|demo-service-worker/,
  },
  { what: 'no mock control surface (/__mock)', pattern: /\/__mock/ },
  { what: 'no analytics buffer (__pulseboardAnalytics)', pattern: /__pulseboardAnalytics/ },
  { what: 'no console error reporter ([pulseboard error report])', pattern: /\[pulseboard error report\]/ },
];

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The Content-Security-Policy of the meta tag in index.html, with its HTML entities decoded. */
function metaPolicyOf(html) {
  const tag = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html);
  return tag?.[1].replaceAll('&#39;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&') ?? null;
}

function headerOf(headersFile, name) {
  return new RegExp(`^\\s+${name}: (.+)$`, 'm').exec(headersFile)?.[1] ?? null;
}

function connectSources(policy) {
  return (
    /(?:^|;\s*)connect-src ([^;]+)/
      .exec(policy ?? '')?.[1]
      .trim()
      .split(/\s+/) ?? []
  );
}

function checkOutput(outDir, mapsDir) {
  const failures = [];
  const passed = [];
  const check = (ok, what, why) => (ok ? passed.push(what) : failures.push(`${what}: ${why}`));
  const files = filesUnder(outDir);
  const relative = (file) => path.relative(outDir, file);
  const texts = files
    .filter((file) => /\.(js|html|css|json|txt|webmanifest|svg)$|_headers$/.test(file))
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }));

  for (const worker of ['mockServiceWorker.js', 'demo-service-worker.js']) {
    check(!files.some((file) => path.basename(file) === worker), `no ${worker} file`, 'the file is in the output');
  }
  for (const { what, pattern } of DEMO_MARKERS) {
    const found = texts.filter(({ text }) => pattern.test(text)).map(({ file }) => relative(file));
    check(found.length === 0, what, `found in ${found.join(', ')}`);
  }
  const bundles = texts.filter(({ file }) => file.endsWith('.js'));
  for (const url of [PLAYER_API_URL, INTEGRATION_API_URL]) {
    check(
      bundles.some(({ text }) => text.includes(url)),
      `the app calls ${url}`,
      'no script holds that URL',
    );
  }
  check(
    bundles.some(({ text }) => text.includes(ERROR_REPORT_URL)),
    `the app sends its error reports to ${ERROR_REPORT_URL}`,
    'no script holds that URL',
  );

  const maps = files.filter((file) => file.endsWith('.map')).map(relative);
  check(maps.length === 0, 'no source map in the output', `found ${maps.join(', ')}`);
  const pointers = texts.filter(({ text }) => /sourceMappingURL/.test(text)).map(({ file }) => relative(file));
  check(pointers.length === 0, 'no sourceMappingURL in the output', `found in ${pointers.join(', ')}`);
  const keptMaps = existsSync(mapsDir) ? filesUnder(mapsDir).filter((file) => file.endsWith('.map')) : [];
  check(
    keptMaps.length > 0,
    `the source maps are kept beside the output (${path.basename(mapsDir)}/)`,
    'that folder holds no .map file',
  );

  const html = texts.find(({ file }) => relative(file) === 'index.html')?.text ?? '';
  /** The CSP hash sources of the page's inline scripts (those without src) or styles, as the browser computes them. */
  const inlineHashes = (tag) =>
    [...html.matchAll(new RegExp(`<${tag}\\b(?![^>]*\\bsrc=)[^>]*>([\\s\\S]*?)</${tag}>`, 'gi'))].map(
      (match) => `'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`,
    );
  const metaPolicy = metaPolicyOf(html);
  check(metaPolicy !== null, 'index.html has a Content-Security-Policy meta tag', 'no such tag');
  const headersFile = texts.find(({ file }) => relative(file) === '_headers')?.text ?? null;
  check(headersFile !== null, '_headers is in the output', 'no _headers file');
  const headerPolicy = headerOf(headersFile ?? '', 'Content-Security-Policy');
  for (const [where, policy] of [
    ['meta tag', metaPolicy],
    ['_headers', headerPolicy],
  ]) {
    const sources = connectSources(policy);
    const missing = CONNECT_ORIGINS.filter((origin) => !sources.includes(origin));
    check(
      missing.length === 0,
      `the ${where} policy lets the app call ${CONNECT_ORIGINS.join(', ')}`,
      `connect-src is "${sources.join(' ')}"`,
    );
    check(
      !/unsafe-inline/.test(policy ?? ''),
      `the ${where} policy has no 'unsafe-inline'`,
      `it has 'unsafe-inline': ${policy}`,
    );
    for (const [directive, hashes] of [
      ['script-src', inlineHashes('script')],
      ['style-src', inlineHashes('style')],
    ]) {
      const expected = [directive, "'self'", ...hashes].join(' ');
      check(
        hashes.length > 0 &&
          new RegExp(`(^|; )${expected.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(;|$)`).test(policy ?? ''),
        `the ${where} policy allows index.html's own inline ${directive.slice(0, -4)} (${hashes.length}) by its hash, and no other`,
        `its ${directive} is not "${expected}": ${policy}`,
      );
    }
    check(
      /require-trusted-types-for 'script'/.test(policy ?? '') && /trusted-types default(;|$)/.test(policy ?? ''),
      `the ${where} policy requires Trusted Types, with the page's one policy`,
      `its policy is ${policy}`,
    );
    check(
      new RegExp(
        `img-src 'self' data: blob: ${new URL(PLAYER_API_URL).origin.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(;|$)`,
      ).test(policy ?? ''),
      `the ${where} policy shows images of the player API's origin only`,
      `its policy is ${policy}`,
    );
  }
  check(
    /frame-ancestors 'none'/.test(headerPolicy ?? ''),
    "_headers forbids framing (frame-ancestors 'none')",
    `its policy is ${headerPolicy}`,
  );
  for (const [name, expected] of [
    ['Permissions-Policy', /camera=\(\)/],
    ['Referrer-Policy', /^strict-origin-when-cross-origin$/],
    ['X-Content-Type-Options', /^nosniff$/],
    ['Strict-Transport-Security', /^max-age=\d+; includeSubDomains$/],
    ['Cross-Origin-Opener-Policy', /^same-origin$/],
    ['X-Frame-Options', /^DENY$/],
  ]) {
    const value = headerOf(headersFile ?? '', name);
    check(
      value !== null && expected.test(value),
      `_headers sends ${name}`,
      value === null ? 'missing' : `it is "${value}"`,
    );
  }
  // docs/architecture.md#installable-and-offline: the manifest, its icons and the app's own service worker.
  checkInstallable(outDir, CONNECT_ORIGINS, check);
  return { failures, passed };
}

/** Builds, checks, and answers the exit code. */
function main(outDir, mapsDir) {
  const started = performance.now();
  console.log(
    `check-real-api-build: VITE_PLAYER_API_URL=${PLAYER_API_URL} VITE_INTEGRATION_API_URL=${INTEGRATION_API_URL} ` +
      `VITE_ERROR_REPORT_URL=${ERROR_REPORT_URL} npm run build`,
  );
  const build = spawnSync(
    'npm',
    ['run', '--silent', 'build', '--', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      cwd: repoRoot,
      stdio: 'inherit',
      env: realApiBuildEnv(),
    },
  );
  if (build.status !== 0) {
    console.error('check-real-api-build: FAILED: the build with the API variables set did not succeed (see above).');
    return 1;
  }
  const { failures, passed } = checkOutput(outDir, mapsDir);
  for (const what of passed) console.log(`  ok   ${what}`);
  for (const failure of failures) console.error(`  FAIL ${failure}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (failures.length > 0) {
    console.error(
      `check-real-api-build: FAILED: a build with VITE_PLAYER_API_URL set must be a real-API build ` +
        `(${failures.length} of ${failures.length + passed.length} checks failed, ${seconds} s).`,
    );
    return 1;
  }
  console.log(`check-real-api-build: ${passed.length} checks passed (${seconds} s).`);
  return 0;
}

// The build is kept (REAL_API_OUT_DIR, git-ignored) for the real-API end-to-end run that follows in `npm test`.
const outDir = path.resolve(repoRoot, REAL_API_OUT_DIR);
process.exitCode = main(outDir, `${outDir}-sourcemaps`);
