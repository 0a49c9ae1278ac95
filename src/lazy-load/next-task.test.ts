import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';
import { settlesWithinThisTask } from './next-task.test-support';

describe('nextTask', () => {
  afterEach(() => {
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
});
