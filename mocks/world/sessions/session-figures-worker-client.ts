import type { SessionFigures, SessionFiguresJob } from './session-figures';

/** What the page asks the figures worker: the sessions to compute, in order. */
export interface SessionFiguresRequest {
  readonly id: number;
  readonly jobs: readonly SessionFiguresJob[];
}

/** Its answer: the figures in the order of the jobs. */
export interface SessionFiguresReply {
  readonly id: number;
  readonly figures: readonly SessionFigures[];
}

let worker: Worker | null = null;
let unavailable = false;
let lastId = 0;
const waiting = new Map<number, { resolve: (figures: readonly SessionFigures[] | null) => void }>();

function settleAll(figures: null): void {
  for (const { resolve } of waiting.values()) resolve(figures);
  waiting.clear();
}

/** Written out in `new Worker(new URL(…))` form so that Vite bundles the worker as a chunk of its own. */
function startFiguresWorker(): Worker | null {
  if (unavailable || typeof Worker !== 'function' || typeof window === 'undefined') return null;
  if (worker !== null) return worker;
  try {
    worker = new Worker(new URL('./session-figures.worker.ts', import.meta.url), {
      type: 'module',
      name: 'demo-session-figures',
    });
  } catch {
    unavailable = true;
    return null;
  }
  worker.onmessage = (event: MessageEvent<SessionFiguresReply>) => {
    const pending = waiting.get(event.data.id);
    waiting.delete(event.data.id);
    pending?.resolve(event.data.figures);
  };
  // A worker that cannot load (a blocked script, an old browser): this page computes on its own main thread.
  worker.onerror = () => {
    unavailable = true;
    worker?.terminate();
    worker = null;
    settleAll(null);
  };
  return worker;
}

/**
 * The figures of `jobs`, computed in a Web Worker, in their order; null where there is no worker (Node: the tests
 * and the mock API server) or it failed, and the caller computes them itself.
 */
export function figuresInWorker(jobs: readonly SessionFiguresJob[]): Promise<readonly SessionFigures[] | null> {
  const started = startFiguresWorker();
  if (started === null) return Promise.resolve(null);
  lastId += 1;
  const id = lastId;
  return new Promise((resolve) => {
    waiting.set(id, { resolve });
    started.postMessage({ id, jobs } satisfies SessionFiguresRequest);
  });
}
