/**
 * The mock clock: real time plus an offset that `POST /__mock/clock {advanceSeconds}` moves,
 * so tests and demos can expire tokens and access codes without waiting.
 * The offset is persisted with the rest of the mock backend (mocks/db/persistence.ts).
 */
export interface MockClock {
  /** Epoch milliseconds on the mock clock. */
  now(): number;
  /** The current offset from real time, in milliseconds. */
  offsetMs(): number;
  advance(seconds: number): void;
  /** Sets the offset (used when loading a persisted snapshot or on reset). */
  setOffsetMs(offsetMs: number): void;
  /** Called after every change of the offset made through advance/setOffsetMs. Returns an unsubscribe. */
  onChange(listener: () => void): () => void;
}

export function createMockClock(realNow: () => number): MockClock {
  let offset = 0;
  const listeners = new Set<() => void>();
  const changed = (): void => listeners.forEach((listener) => listener());
  return {
    now: () => realNow() + offset,
    offsetMs: () => offset,
    advance(seconds) {
      offset += Math.round(seconds * 1000);
      changed();
    },
    setOffsetMs(offsetMs) {
      offset = offsetMs;
      changed();
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

// The mock backend is its own system clock adapter: this is the one place it reads real time.
export const mockClock: MockClock = createMockClock(() => Date.now());
