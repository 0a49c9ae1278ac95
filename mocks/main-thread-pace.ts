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

/** The Prioritized Task Scheduling API's yield, where the browser has it (Chromium, Firefox). */
interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a later task, so the page can paint and take input first. Where the browser can, the work then goes on
 * ahead of the tasks queued meanwhile (`scheduler.yield()`), so a start in slices ends about when it would in one go.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** A pace for one piece of work: it yields to the page once SLICE_MS have been spent since its last yield. */
export function slicedPace(): Pace {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart <= SLICE_MS) return;
    await nextTask();
    sliceStart = performance.now();
  };
}
