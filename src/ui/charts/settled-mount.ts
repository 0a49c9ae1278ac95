import { useEffect, useState } from 'react';

/**
 * Work that can wait until the page has settled: each callback runs in an idle period of its
 * own, one after another, so that what they mount lays out in separate frames. A long session's
 * four chart data tables hold ~1,000 rows; mounted with their charts, their layout alone made a
 * main-thread task of over 50 ms (the file page's benchmark, docs/architecture.md#tests-and-measurements).
 */
const waiting: (() => void)[] = [];
let requested = false;

/** The browser's idle callback, else a short timer (Safari, jsdom). */
function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 });
  else setTimeout(run, 16);
}

function runNext(): void {
  requested = false;
  const next = waiting.shift();
  next?.();
  if (waiting.length > 0) {
    requested = true;
    whenIdle(runNext);
  }
}

function afterSettling(callback: () => void): () => void {
  waiting.push(callback);
  if (!requested) {
    requested = true;
    whenIdle(runNext);
  }
  return () => {
    const index = waiting.indexOf(callback);
    if (index >= 0) waiting.splice(index, 1);
  };
}

/**
 * False on the first render, true once the page has settled (or at once when `now` is true,
 * e.g. the user asked for what it holds); it stays true.
 */
export function useSettled(now: boolean): boolean {
  const [settled, setSettled] = useState(now);
  useEffect(() => {
    if (settled) return undefined;
    if (now) {
      setSettled(true);
      return undefined;
    }
    return afterSettling(() => setSettled(true));
  }, [settled, now]);
  return settled || now;
}
