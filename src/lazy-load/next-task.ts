// The start's pacing on the page's main thread (docs/architecture.md#three-ways-to-run): the app's start and the demo's
// mock backend both cut their work into tasks with it.

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
