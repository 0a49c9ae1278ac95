import { describe, expect, it } from 'vitest';
import { IDLE_TIMEOUT_MS, scheduleMockBackend, type SchedulePage } from './mock-backend-schedule';

/** A page whose frames, timers, idle callbacks and events the test runs by hand. */
function fakePage({ idle = true, hidden = false } = {}) {
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const idleCallbacks: Array<{ callback: () => void; timeout: number }> = [];
  const listeners = new Map<string, Set<() => void>>();
  const page: SchedulePage = {
    document: { visibilityState: hidden ? 'hidden' : 'visible' },
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: (callback) => timers.push(callback),
    ...(idle
      ? {
          requestIdleCallback: (callback: () => void, options: { timeout: number }) =>
            idleCallbacks.push({ callback, timeout: options.timeout }),
        }
      : {}),
    addEventListener: (type, listener) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener: (type, listener) => listeners.get(type)?.delete(listener),
  };
  const drain = (queue: Array<() => void>) => {
    for (const callback of queue.splice(0)) callback();
  };
  return {
    page,
    idleCallbacks,
    nextFrame: () => drain(frames),
    runTimers: () => drain(timers),
    becomeIdle: () => {
      for (const { callback } of idleCallbacks.splice(0)) callback();
    },
    dispatch: (type: string) => {
      for (const listener of [...(listeners.get(type) ?? [])]) listener();
    },
    listenerCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function countingStart() {
  const calls = { count: 0 };
  return { calls, start: () => ((calls.count += 1), Promise.resolve()) };
}

describe('scheduleMockBackend', () => {
  it('starts at the first idle moment after the rendered site has painted, not before', async () => {
    const { calls, start } = countingStart();
    const schedule = scheduleMockBackend(start);
    const root = { childElementCount: 0 };
    const page = fakePage();

    schedule.afterRender(root, page.page);
    page.nextFrame(); // the site is not in the root yet
    page.runTimers();
    page.becomeIdle();
    await settled();
    expect(calls.count).toBe(0);

    root.childElementCount = 1;
    page.nextFrame();
    page.becomeIdle(); // still the painting frame: nothing asked for an idle moment yet
    await settled();
    expect(calls.count).toBe(0);

    page.runTimers(); // the frame is on screen
    expect(page.idleCallbacks.map(({ timeout }) => timeout)).toEqual([IDLE_TIMEOUT_MS]);
    page.becomeIdle();
    await schedule.ready;
    expect(calls.count).toBe(1);
  });

  it('starts at the first interaction when that comes before an idle moment, once', async () => {
    const { calls, start } = countingStart();
    const schedule = scheduleMockBackend(start);
    const page = fakePage();

    page.dispatch('pointerdown'); // before the paint: nothing listens yet
    schedule.afterRender({ childElementCount: 1 }, page.page);
    page.nextFrame();
    page.runTimers();
    page.dispatch('keydown');
    await schedule.ready;
    page.dispatch('pointerdown');
    page.becomeIdle();
    await settled();
    expect(calls.count).toBe(1);
    expect(page.listenerCount()).toBe(0);
  });

  it('waits for no frame in a hidden page, and falls back to a timer without idle callbacks', async () => {
    const { calls, start } = countingStart();
    const schedule = scheduleMockBackend(start);
    const page = fakePage({ idle: false, hidden: true });

    schedule.afterRender({ childElementCount: 0 }, page.page);
    expect(calls.count).toBe(0);
    page.runTimers();
    await schedule.ready;
    expect(calls.count).toBe(1);
  });

  it('rejects `ready` with the start failure', async () => {
    const schedule = scheduleMockBackend(() => Promise.reject(new Error('no service worker')));
    const page = fakePage();
    schedule.afterRender({ childElementCount: 1 }, page.page);
    page.nextFrame();
    page.runTimers();
    page.becomeIdle();
    await expect(schedule.ready).rejects.toThrow('no service worker');
  });
});
