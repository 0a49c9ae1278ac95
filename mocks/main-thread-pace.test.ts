import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask, slicedPace, UNPACED } from './main-thread-pace';

/** Whether `promise` settles while only microtasks run (no new task starts before the check). */
async function settlesWithinThisTask(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
  return settled;
}

describe('the mock backend’s pace on the main thread', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('nextTask resolves in a later task, not among the current task’s microtasks', async () => {
    const next = nextTask();
    expect(await settlesWithinThisTask(next)).toBe(false);
    await expect(next).resolves.toBeUndefined();
  });

  it('nextTask yields through the browser’s scheduler where it has one', async () => {
    let yields = 0;
    vi.stubGlobal('scheduler', {
      yield: () => {
        yields += 1;
        return new Promise<void>((resolve) => setTimeout(resolve, 0));
      },
    });
    await nextTask();
    expect(yields).toBe(1);
  });

  it('a sliced pace goes on at once within its 8 ms slice, then yields to a later task and starts a new slice', async () => {
    let now = 1000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const pace = slicedPace();

    now = 1008;
    expect(await settlesWithinThisTask(pace())).toBe(true);

    now = 1008.5;
    const yielded = pace();
    expect(await settlesWithinThisTask(yielded)).toBe(false);
    await yielded;

    // The new slice counts from the yield.
    now = 1016;
    expect(await settlesWithinThisTask(pace())).toBe(true);
    now = 1017;
    expect(await settlesWithinThisTask(pace())).toBe(false);
  });

  it('the unpaced default never yields', async () => {
    expect(await settlesWithinThisTask(UNPACED())).toBe(true);
  });
});
