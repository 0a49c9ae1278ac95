import { nextTask } from '../src/lazy-load/next-task';

/**
 * How the mock backend shares the page's main thread (docs/architecture.md#three-ways-to-run): long work runs in slices,
 * each well under the 50 ms a long task starts at, even on a phone four times slower than a desktop, so the page
 * paints and takes input in between.
 */

/** Work between two yields. */
const SLICE_MS = 8;

/** Awaited between two steps of a long piece of work; resolves at once or in a later task. */
export type Pace = () => Promise<void>;

/** Never yields: for Node (the mock server, tests), where no page waits. */
export const UNPACED: Pace = () => Promise.resolve();

/** A pace for one piece of work: it yields to the page once SLICE_MS have been spent since its last yield. */
export function slicedPace(): Pace {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart <= SLICE_MS) return;
    await nextTask();
    sliceStart = performance.now();
  };
}
