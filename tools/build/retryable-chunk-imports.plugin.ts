import remapping from '@jridgewell/remapping';
import { init, parse } from 'es-module-lexer';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import { CHUNK_IMPORT_GLOBAL } from '../../src/lazy-load/chunk-import.js';

/**
 * The call that stands for a chunk's `import(specifier)`: the page's chunk importer (src/lazy-load/chunk-import.ts)
 * when the entry has installed it, else `import()` itself (a worker, or an import that runs before the entry).
 */
const CHUNK_IMPORT_CALL = `(globalThis.${CHUNK_IMPORT_GLOBAL}??((s,b,i)=>i(s)))`;

/** The specifier of a dynamic import written as a plain string or a template without substitutions. */
function literalSpecifierOf(source: string): string | undefined {
  const quote = source[0];
  if ((quote !== '"' && quote !== "'" && quote !== '`') || source.at(-1) !== quote) return undefined;
  const inner = source.slice(1, -1);
  return quote === '`' && inner.includes('${') ? undefined : inner;
}

/**
 * A chunk's code with every relative dynamic `import('./x.js')` routed through the chunk importer, which asks for a
 * new URL after a failure (docs/architecture.md#a-chunk-that-fails). Imports of other specifiers (a package, a URL
 * computed at run time) are left as they are. Undefined when the code has no such import.
 */
export function withRetryableImports(code: string): MagicString | undefined {
  const [imports] = parse(code);
  const edit = new MagicString(code);
  for (const entry of imports) {
    // d > -1: a dynamic import; ss/se span `import(…)`, s/e its argument.
    if (entry.d < 0) continue;
    const specifierSource = code.slice(entry.s, entry.e);
    const specifier = literalSpecifierOf(specifierSource);
    if (specifier === undefined || !(specifier.startsWith('./') || specifier.startsWith('../'))) continue;
    edit.overwrite(entry.ss, entry.se, `${CHUNK_IMPORT_CALL}(${specifierSource},import.meta.url,u=>import(u))`);
  }
  return edit.hasChanged() ? edit : undefined;
}

/**
 * Rewrites the output's chunks once Vite has written its preload lists (which read the literal `import()`s), and
 * carries the edit into each chunk's source map, so error reports' stacks still read.
 */
export function retryableChunkImportsPlugin(): Plugin {
  return {
    name: 'pulseboard-retryable-chunk-imports',
    apply: 'build',
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        await init;
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          if (output.code.includes('__VITE_PRELOAD__'))
            this.error(`${output.fileName}: Vite's preload lists are not written yet`);
          const edit = withRetryableImports(output.code);
          if (!edit) continue;
          output.code = edit.toString();
          if (!output.map) continue;
          const editMap = edit.generateMap({ source: output.fileName, hires: 'boundary' });
          const previous = output.map;
          const combined = remapping([editMap.toString(), previous.toString()], () => null);
          Object.assign(previous, {
            mappings: combined.mappings,
            names: combined.names,
            sources: combined.sources,
            sourcesContent: combined.sourcesContent,
          });
          const mapAsset = bundle[`${output.fileName}.map`];
          if (mapAsset?.type === 'asset') mapAsset.source = previous.toString();
        }
      },
    },
  };
}
