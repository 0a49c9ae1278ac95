import type { Plugin } from 'vite';
import { appendFile, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { injectManifest } from 'workbox-build';
import { VitePWA, type ManifestOptions, type VitePluginPWAAPI } from 'vite-plugin-pwa';
import { minimal2023Preset, type Preset } from '@vite-pwa/assets-generator/config';

/**
 * Installable and offline (docs/architecture.md#installable-and-offline): the web app manifest and its icons in every
 * build; in the real-API build a Workbox service worker that precaches the app's own files; in the demo, Workbox's
 * precache list of the same files written into the demo's one worker, msw's (public/demo-service-worker.js).
 */

/** The real-API build's worker, at the root so that its scope is the whole app. */
const APP_SERVICE_WORKER = 'sw.js';

/** The one source of every icon: the logo's mark. */
const ICON_SOURCE = 'public/favicon.svg';

/** The top bar's colour (src/ui/app/first-screen.css, --nav): the installed window's title bar matches it. */
const THEME_COLOUR = '#151a22';

/** The page's background (--bg), shown while the installed app starts. */
const BACKGROUND_COLOUR = '#f5f6f8';

/**
 * The icons, generated at build time: 64, 192 and 512 px, the favicon, Apple's touch icon and a maskable 512 px one.
 * A maskable icon may be cut to a circle or a squircle: the mark keeps to the middle on the logo's red.
 */
const ICON_PRESET: Preset = {
  ...minimal2023Preset,
  maskable: { sizes: [512], padding: 0.3, resizeOptions: { background: '#c93434', fit: 'contain' } },
};

export const MANIFEST: Partial<ManifestOptions> = {
  id: '/',
  name: 'Pulseboard',
  short_name: 'Pulseboard',
  description: 'Heart-rate sessions for athletes and the parents of young players.',
  lang: 'en',
  start_url: '/dashboard',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOUR,
  background_color: BACKGROUND_COLOUR,
};

/**
 * The paths a navigation must reach the server for: the APIs when they are on the app's own origin
 * (`npm run build:api`). Every other navigation is answered with index.html, which routes it.
 */
export const NOT_THE_APP = [/^\/api\//, /^\/integration-api\//];

/** The app's own files, precached by either build's worker: the page, its scripts, styles and images, the icons. */
const PRECACHED_FILES = [
  'index.html',
  'assets/**/*.{js,css,svg,png,woff2}',
  'images/**/*.{svg,png}',
  '*.{svg,png,ico}',
];

/** Never precached: source maps, and the workers themselves. */
const NOT_PRECACHED = ['**/*.map', 'mockServiceWorker.js', 'demo-service-worker.js', 'sw.js', 'outbox-sync.js'];

/** The demo's worker, whose `self.__WB_MANIFEST` the demo's build replaces with the precache list. */
const DEMO_SERVICE_WORKER = 'demo-service-worker.js';

export function pwaPlugin(target: { readonly demo: boolean }): Plugin[] {
  const plugins = VitePWA({
    strategies: 'generateSW',
    filename: APP_SERVICE_WORKER,
    // src/start/app-update.ts registers the worker itself, after the first paint and in the real-API build only.
    injectRegister: false,
    registerType: 'prompt',
    manifest: MANIFEST,
    manifestFilename: 'manifest.webmanifest',
    includeManifestIcons: true,
    pwaAssets: {
      image: ICON_SOURCE,
      preset: ICON_PRESET,
      htmlPreset: '2023',
      includeHtmlHeadLinks: true,
      injectThemeColor: true,
      overrideManifestIcons: true,
    },
    workbox: {
      // The app's own files only: the page, its scripts, styles and images, the icons. Never an API answer: the
      // worker has no runtime cache, so an answer sent with a bearer token is never stored.
      globPatterns: PRECACHED_FILES,
      globIgnores: NOT_PRECACHED,
      navigateFallback: '/index.html',
      navigateFallbackDenylist: NOT_THE_APP,
      // A new version waits until the visitor chooses to reload (src/ui/notices/app-update-banner.tsx).
      skipWaiting: false,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      // One file, no workbox-*.js beside it; no source map in the output (docs/architecture.md#error-reporting).
      inlineWorkboxRuntime: true,
      sourcemap: false,
    },
  });
  return target.demo ? withoutAppWorker(plugins) : withOutboxSync(plugins);
}

/** The Background Sync listener both workers carry (docs/live-recording.md#saved-offline), from public/. */
const OUTBOX_SYNC = 'outbox-sync.js';

/**
 * Whether the bundle failed. The bundler calls `closeBundle` after an error in the output's rendering too (a missing
 * export, a plugin's `this.error`) without passing it on: the worker's steps would then read an output that was never
 * written and fail with an error of their own about the precache's files, which hid the real one.
 */
function bundleOutcome(): { renderError: () => void; failed: (error?: Error) => boolean } {
  let renderFailed = false;
  return {
    renderError: () => {
      renderFailed = true;
    },
    failed: (error) => error !== undefined || renderFailed,
  };
}

/**
 * The real-API build's worker is Workbox's, generated; the outbox's Background Sync listener is appended to it once it
 * is written, rather than imported: `importScripts` of a string is refused where the host's headers require Trusted
 * Types, and the generated worker has no policy. The copy Vite made of public/outbox-sync.js is then removed.
 */
function withOutboxSync(plugins: Plugin[]): Plugin[] {
  let outDir = 'dist';
  const bundle = bundleOutcome();
  return plugins.map((plugin) => {
    const closeBundle = plugin.closeBundle;
    if (plugin.name !== 'vite-plugin-pwa:build' || typeof closeBundle !== 'object') return plugin;
    return {
      ...plugin,
      configResolved(config) {
        outDir = path.resolve(config.root, config.build.outDir);
      },
      renderError: bundle.renderError,
      closeBundle: {
        ...closeBundle,
        async handler(this: unknown, error?: Error) {
          if (bundle.failed(error)) return;
          await (closeBundle.handler as (this: unknown, error?: Error) => Promise<void>).call(this, error);
          const listener = await readFile(path.join(outDir, OUTBOX_SYNC), 'utf8');
          await appendFile(path.join(outDir, APP_SERVICE_WORKER), `\n${listener}`);
          await rm(path.join(outDir, OUTBOX_SYNC));
        },
      },
    };
  });
}

/**
 * The demo's one service worker is msw's (public/demo-service-worker.js, docs/architecture.md#installable-and-offline):
 * in the demo the plugin writes the manifest and the icons but no worker of its own. Its build step, once the bundle
 * is written, generates the icons and then the worker; here it generates the icons through the plugin's own API (the
 * plugin has no switch for that: `disable` drops the manifest too), then writes Workbox's precache list of the output
 * into the demo's worker, which Vite has copied from public/.
 */
function withoutAppWorker(plugins: Plugin[]): Plugin[] {
  const api = plugins.find((plugin) => plugin.name === 'vite-plugin-pwa')?.api as VitePluginPWAAPI | undefined;
  if (api === undefined)
    throw new Error('vite-plugin-pwa: its main plugin (and API) is not where this build expects it');
  let outDir = 'dist';
  const bundle = bundleOutcome();
  return plugins.map((plugin) =>
    plugin.name !== 'vite-plugin-pwa:build'
      ? plugin
      : {
          ...plugin,
          configResolved(config) {
            outDir = path.resolve(config.root, config.build.outDir);
          },
          renderError: bundle.renderError,
          closeBundle: {
            sequential: true,
            async handler(error?: Error) {
              if (bundle.failed(error)) return;
              await (await api.pwaAssetsGenerator())?.generate();
              await writeDemoPrecacheList(outDir);
            },
          },
        },
  );
}

/** Writes the precache list of the build in `outDir` into its demo worker; hashed files under assets/ need no revision. */
export async function writeDemoPrecacheList(outDir: string): Promise<void> {
  const worker = path.join(outDir, DEMO_SERVICE_WORKER);
  const { warnings } = await injectManifest({
    swSrc: worker,
    swDest: worker,
    globDirectory: outDir,
    // The real-API build's worker adds the web app manifest on its own.
    globPatterns: [...PRECACHED_FILES, 'manifest.webmanifest'],
    globIgnores: NOT_PRECACHED,
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
  });
  if (warnings.length > 0) throw new Error(`The demo's precache list: ${warnings.join('; ')}`);
}
