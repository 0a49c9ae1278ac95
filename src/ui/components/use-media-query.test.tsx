// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useMediaQuery } from './use-media-query';

function Probe({ query }: { query: string }) {
  const matches = useMediaQuery(query);
  return <p>{matches === null ? 'unknown' : matches ? 'matches' : 'does not match'}</p>;
}

/** A window whose width the test sets: `(max-width: N px)` matches at N or less; listeners hear a change. */
function standInWindow(width: number) {
  const listeners = new Set<() => void>();
  const state = { width };
  const matchMedia = (query: string) => ({
    get matches() {
      return state.width <= Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? Number.NaN);
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  });
  Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true, writable: true });
  return {
    resize(to: number) {
      state.width = to;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

afterEach(() => {
  cleanup();
  // jsdom has no matchMedia of its own: take the stand-in away again.
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('useMediaQuery', () => {
  it('says whether the query matches, and follows the window', () => {
    const window = standInWindow(390);
    render(<Probe query="(max-width: 760px)" />);
    expect(screen.getByText('matches')).toBeTruthy();
    act(() => window.resize(1440));
    expect(screen.getByText('does not match')).toBeTruthy();
    act(() => window.resize(760));
    expect(screen.getByText('matches')).toBeTruthy();
  });

  it('stops listening when the component goes', () => {
    const window = standInWindow(390);
    render(<Probe query="(max-width: 760px)" />);
    expect(window.listeners.size).toBe(1);
    cleanup();
    expect(window.listeners.size).toBe(0);
  });

  it('is unknown (null) where the browser has no matchMedia', () => {
    render(<Probe query="(max-width: 760px)" />);
    expect(screen.getByText('unknown')).toBeTruthy();
  });
});
