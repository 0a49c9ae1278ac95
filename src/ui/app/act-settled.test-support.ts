import { act } from '@testing-library/react';

/** Runs a step inside an awaited act: React resumes a suspended render, and renders a transition, in a test only there. */
export function settled(step: () => void): Promise<void> {
  return act(() => {
    step();
    return Promise.resolve();
  });
}
