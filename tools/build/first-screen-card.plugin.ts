import path from 'node:path';
import { build, createServer, type Plugin, type ResolvedConfig, type ViteDevServer } from 'vite';

/**
 * index.html's login card and its inline script, generated from the app's own sources at each build and each dev page
 * (docs/architecture.md#the-first-paint). The page holds two placeholders only.
 */
export const CARD_PLACEHOLDER = '<!-- first-screen-card -->';
export const SCRIPT_PLACEHOLDER = '<!-- first-screen-script -->';

/** What the plugin reads, as paths from the project root. */
interface FirstScreenCardSources {
  /** A module exporting renderFirstScreenCard(locale): the card as HTML in that language's words. */
  readonly render: string;
  /** The inline script's entry, bundled with what it imports. */
  readonly script: string;
}

type RenderCard = (locale: 'en' | 'fr') => string;

/** The card's words and the script's code, ready to go into the page. */
interface FirstScreenParts {
  readonly card: string;
  readonly script: string;
}

/** The blanks React's markup never holds between tags: a text segment is the whole text of the element around it. */
const TAG = /(<[^>]*>)/;

/**
 * The English card with each translated element's French in a data-fr attribute, which the inline script swaps in.
 * The two renders must differ in words only, each the whole text of one element (a heading, a label, a link): a
 * translated attribute or a sentence split around markup cannot be swapped, and fails the build with what differs.
 */
export function withFrenchWords(english: string, french: string): string {
  const en = english.split(TAG);
  const fr = french.split(TAG);
  if (en.length !== fr.length)
    throw new Error('first screen card: the English and French renders differ in markup, not only in words');
  const out = [...en];
  for (let i = 0; i < en.length; i += 1) {
    if (en[i] === fr[i]) continue;
    const opening = en[i - 1] ?? '';
    const closing = en[i + 1] ?? '';
    const isText = i % 2 === 0;
    const wholeText =
      /^<[a-z][^>]*[^/]>$|^<[a-z]+>$/i.test(opening) && closing === `</${/^<([a-z0-9]+)/i.exec(opening)?.[1] ?? ''}>`;
    if (!isText || !wholeText) {
      throw new Error(
        `first screen card: "${en[i]}" and "${fr[i]}" differ where only an element's whole text may (tools/build/first-screen-card.plugin.ts)`,
      );
    }
    // React's text is escaped for HTML, quotes included: it goes into the attribute as it is.
    out[i - 1] = opening.replace(/>$/, ` data-fr="${fr[i]}">`);
  }
  return out.join('');
}

/** The page with the card and the script in place of their placeholders; a page without them fails the build. */
export function withFirstScreen(html: string, parts: FirstScreenParts): string {
  for (const placeholder of [CARD_PLACEHOLDER, SCRIPT_PLACEHOLDER]) {
    if (html.split(placeholder).length !== 2)
      throw new Error(`first screen card: index.html must hold ${placeholder} once`);
  }
  if (/<\/script/i.test(parts.script))
    throw new Error('first screen card: the inline script may not hold a closing script tag');
  return html
    .replace(CARD_PLACEHOLDER, () => parts.card)
    .replace(SCRIPT_PLACEHOLDER, () => `<script>${parts.script}</script>`);
}

/** The card in English with its French, from the render module's two renders. */
export function cardOf(render: RenderCard): string {
  return withFrenchWords(render('en'), render('fr'));
}

/**
 * The inline script: `entry` bundled with its imports into one minified script that runs where it stands, and the
 * files it was built from (a change of one rebuilds it in dev). Vite's own bundler, with no config file: the script
 * needs no plugin, only TypeScript.
 */
export async function bundledScriptOf(root: string, entry: string): Promise<{ code: string; files: string[] }> {
  const result = await build({
    configFile: false,
    envFile: false,
    root,
    logLevel: 'silent',
    publicDir: false,
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      modulePreload: false,
      copyPublicDir: false,
      rolldownOptions: { input: path.resolve(root, entry), output: { format: 'iife' } },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs.flatMap((out) => ('output' in out ? out.output : [])).find((file) => file.type === 'chunk');
  if (!chunk) throw new Error(`first screen card: ${entry} gave no script`);
  return { code: chunk.code.trim(), files: chunk.moduleIds.filter((id) => !id.startsWith('\0')) };
}

async function renderWith(server: ViteDevServer, render: string): Promise<RenderCard> {
  const module = await server.ssrLoadModule(render);
  const renderCard = module.renderFirstScreenCard as unknown;
  if (typeof renderCard !== 'function')
    throw new Error(`first screen card: ${render} exports no renderFirstScreenCard`);
  return renderCard as RenderCard;
}

/**
 * Puts the login card and its inline script into index.html (docs/architecture.md#the-first-paint): the card rendered
 * from the app's own components with the catalogs' words (English in the markup, French in data-fr), and the script
 * bundled from src. The dev server renders both for each page (through its own server-side module loading, and a
 * rebuild of the script when one of its files changes); the build renders them once, through a short-lived server on
 * the same config. The security policy hashes the script as built (security-policy.plugin.ts runs after this).
 */
export function firstScreenCardPlugin(sources: FirstScreenCardSources): Plugin {
  let config: ResolvedConfig | null = null;
  let script: Promise<{ code: string; files: string[] }> | null = null;
  const scriptOf = (root: string) => (script ??= bundledScriptOf(root, sources.script));
  const render = `/${sources.render.replace(/^\//, '')}`;

  async function buildTimeCard(resolved: ResolvedConfig): Promise<string> {
    const server = await createServer({
      configFile: resolved.configFile,
      root: resolved.root,
      mode: resolved.mode,
      logLevel: 'error',
      appType: 'custom',
      server: { middlewareMode: true, hmr: false, ws: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    try {
      return cardOf(await renderWith(server, render));
    } finally {
      await server.close();
    }
  }

  return {
    name: 'pulseboard-first-screen-card',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html, context) {
        if (!config) throw new Error('first screen card: no config');
        const card = context.server ? cardOf(await renderWith(context.server, render)) : await buildTimeCard(config);
        return withFirstScreen(html, { card, script: (await scriptOf(config.root)).code });
      },
    },
    async handleHotUpdate({ file, server }) {
      if (!script) return;
      const files = (await script.catch(() => ({ files: [] as string[] }))).files;
      if (files.includes(path.resolve(file))) {
        script = null;
        server.ws.send({ type: 'full-reload' });
      }
    },
  };
}
