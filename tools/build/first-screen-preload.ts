import type { HtmlTagDescriptor, Plugin } from 'vite';
import path from 'node:path';

/**
 * Preloads the first screen (docs/architecture.md#tests-and-measurements). The entry script decides at run time what
 * to load (the demo's mock backend, then the main app or the integration site, then the catalogs of the language),
 * so without help the browser discovers the code one dynamic import after another. This plugin adds to index.html a
 * modulepreload link for each chunk the first screen needs, and a preload link for its styles, so that all of it
 * downloads with the page.
 *
 * One index.html serves every site, and a site must not download another's code: only the code every site runs is
 * preloaded, and each site's own chunks start loading from the entry at once. Catalogs are different: the first
 * render waits for the language's catalogs, which the app can only ask for once all its code has run, so the listed
 * catalogs are preloaded whichever site starts (small, and the last request before the first paint otherwise).
 */
export interface FirstScreenPreload {
  /** Each site index.html may start, by name, as the modules its first screen runs (paths from the project root). */
  readonly sites: Readonly<Record<string, readonly string[]>>;
  /** Catalogs (or any modules) to preload whichever site starts. */
  readonly catalogs?: readonly string[];
}

/** What the preload needs to know of one chunk of the bundle. */
export interface BundleChunk {
  readonly fileName: string;
  readonly isEntry: boolean;
  /** The module the chunk stands for (a dynamic import's target), if any. */
  readonly facadeModuleId: string | null;
  readonly moduleIds: readonly string[];
  /** The chunks it imports statically: they load and run before it. */
  readonly imports: readonly string[];
  readonly importedCss: readonly string[];
  readonly size: number;
}

export interface FirstScreenFiles {
  /** Largest first: on HTTP/1.1 the browser fetches over a few connections, and the largest file ends last. */
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

/** The chunks some modules need, but the entry (index.html's own script): their chunks and what those import statically. */
function chunksNeededBy(
  chunks: readonly BundleChunk[],
  modules: readonly string[],
  root: string,
  listedAs: string,
): BundleChunk[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const needed = new Set<BundleChunk>();
  const visit = (chunk: BundleChunk) => {
    if (needed.has(chunk)) return;
    needed.add(chunk);
    for (const fileName of chunk.imports) {
      const imported = byName.get(fileName);
      if (imported) visit(imported);
    }
  };
  for (const module of modules) {
    const id = path.resolve(root, module).replaceAll('\\', '/');
    const chunk =
      chunks.find((candidate) => candidate.facadeModuleId === id) ??
      chunks.find((candidate) => candidate.moduleIds.includes(id));
    if (!chunk)
      throw new Error(`first-screen preload: ${module} (${listedAs}) is in no chunk of this build; fix the list`);
    visit(chunk);
  }
  return [...needed].filter((chunk) => !chunk.isEntry);
}

/** The files to preload, from the bundle's chunks (`root`: the project root the module paths start from). */
export function firstScreenFiles(
  chunks: readonly BundleChunk[],
  preload: FirstScreenPreload,
  root: string,
): FirstScreenFiles {
  const perSite = Object.entries(preload.sites).map(([site, modules]) =>
    chunksNeededBy(chunks, modules, root, `site "${site}"`),
  );
  if (perSite.length === 0) throw new Error('first-screen preload: no site listed');
  const inEverySite = (filesOf: (chunk: BundleChunk) => readonly string[]): string[] => {
    const [first, ...others] = perSite.map((siteChunks) => new Set(siteChunks.flatMap(filesOf)));
    return [...first!].filter((file) => others.every((files) => files.has(file)));
  };
  const catalogs = chunksNeededBy(chunks, preload.catalogs ?? [], root, 'catalogs');
  const scripts = new Set([...inEverySite((chunk) => [chunk.fileName]), ...catalogs.map((chunk) => chunk.fileName)]);
  const size = new Map(chunks.map((chunk) => [chunk.fileName, chunk.size]));
  return {
    scripts: [...scripts].sort((a, b) => size.get(b)! - size.get(a)! || a.localeCompare(b)),
    styles: inEverySite((chunk) => chunk.importedCss).sort(),
  };
}

/** The Vite plugin: build only (the dev server serves modules one by one). */
export function firstScreenPreloadPlugin(preload: FirstScreenPreload): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'pulseboard-first-screen-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context): HtmlTagDescriptor[] {
        if (!context.bundle) return [];
        const chunks: BundleChunk[] = Object.values(context.bundle).flatMap((output) =>
          output.type === 'chunk'
            ? [
                {
                  fileName: output.fileName,
                  isEntry: output.isEntry,
                  facadeModuleId: output.facadeModuleId,
                  moduleIds: output.moduleIds,
                  imports: output.imports,
                  importedCss: [...(output.viteMetadata?.importedCss ?? [])],
                  size: output.code.length,
                },
              ]
            : [],
        );
        const files = firstScreenFiles(chunks, preload, root);
        // Vite's own attributes (crossorigin: module scripts are fetched in CORS mode) and the URLs of its preload
        // helper, which then finds these links in the page and adds none of its own. The styles are preloaded, not
        // linked: a stylesheet link would hold back the page's first paint (its login card, drawn before any script:
        // docs/architecture.md#the-first-paint) until it arrived, and the helper applies them before the code runs.
        return [
          ...files.styles.map((file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: base + file },
            injectTo: 'head',
          })),
          ...files.scripts.map((file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: base + file },
            injectTo: 'head',
          })),
        ];
      },
    },
  };
}
