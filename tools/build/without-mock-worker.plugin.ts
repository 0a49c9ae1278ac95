import type { Plugin } from 'vite';
import { rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * The real-API build ships no mock service worker (docs/architecture.md#tool-notes): Vite copies public/ whole, so
 * the workers the demo needs (msw's, and ours that imports it) are removed from the output once the bundle is written.
 */
export function withoutMockWorkerPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'pulseboard-without-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      for (const worker of ['mockServiceWorker.js', 'demo-service-worker.js'])
        await rm(path.join(outDir, worker), { force: true });
    },
  };
}
