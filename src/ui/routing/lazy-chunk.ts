import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadChunk } from '../../lazy-load/chunk-load';

/** A component whose code arrives in a chunk of its own. */
export type ChunkComponent<P> = LazyExoticComponent<ComponentType<P>>;

/**
 * A lazily loaded component that can be loaded again after a failure: React.lazy keeps a failed
 * load for good, so this hands out the same lazy component until its load fails (or times out,
 * see chunk-load.ts), then a new one. Take it once per mount, `useState(chunk)`: the renders of
 * one attempt share it (a failure reaches the error boundary instead of loading again and again),
 * and the boundary's Try again, which mounts the component again, makes the next attempt.
 */
export function lazyChunk<P>(load: () => Promise<ComponentType<P>>): () => ChunkComponent<P> {
  let current: ChunkComponent<P> | null = null;
  let failed = false;
  return () => {
    if (!current || failed) {
      failed = false;
      current = lazy(() =>
        loadChunk(load).then(
          (component) => ({ default: component }),
          (error: unknown) => {
            failed = true;
            throw error;
          },
        ),
      );
    }
    return current;
  };
}
