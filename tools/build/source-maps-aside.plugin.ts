import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/** The folder beside the output that receives its source maps: `dist/` → `dist-sourcemaps/`. */
export function sourceMapsDirOf(outDir: string): string {
  const resolved = path.resolve(outDir);
  return path.join(path.dirname(resolved), `${path.basename(resolved)}-sourcemaps`);
}

function mapsUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.map'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * Keeps source maps out of what is deployed (docs/architecture.md#error-reporting). The build writes hidden maps
 * (`build.sourcemap: 'hidden'`: no sourceMappingURL comment points to them); once it is written, every `*.map` moves
 * from the output to the sibling folder `<outDir>-sourcemaps/`, under the same relative path, and the folder holds
 * the maps of this build only. A deployment copies `dist/` alone; the maps stay with whoever reads the error reports.
 */
export function sourceMapsAsidePlugin(): Plugin {
  let outDir = '';
  return {
    name: 'pulseboard-source-maps-aside',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        const mapsDir = sourceMapsDirOf(outDir);
        rmSync(mapsDir, { recursive: true, force: true });
        for (const map of mapsUnder(outDir)) {
          const target = path.join(mapsDir, map);
          mkdirSync(path.dirname(target), { recursive: true });
          renameSync(path.join(outDir, map), target);
        }
      },
    },
  };
}
