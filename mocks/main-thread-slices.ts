/**
 * The demo's mock backend runs on the page's main thread (docs/architecture.md#mock-backend): its longer work goes in
 * slices, with a yield to the page between two, so that a slow phone can paint and take input meanwhile.
 */

/** Work between two yields: well under the 50 ms a long task starts at, on a slow phone. */
const SLICE_MS = 8;

/** Resolves in a later task, so the page can paint and take input between two slices of the mock's work. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Runs `work` on each item in order, one after the other, yielding to the page whenever a slice has run its time. */
export async function forEachInSlices<T>(items: Iterable<T>, work: (item: T) => unknown): Promise<void> {
  let sliceStart = performance.now();
  for (const item of items) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTask();
      sliceStart = performance.now();
    }
    await work(item);
  }
}
