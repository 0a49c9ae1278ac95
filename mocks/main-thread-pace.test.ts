import { afterEach, describe, expect, it, vi } from 'vitest';
import { settlesWithinThisTask } from '../src/lazy-load/next-task.test-support';
import { slicedPace, UNPACED } from './main-thread-pace';

describe('the mock backend’s pace on the main thread', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
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
