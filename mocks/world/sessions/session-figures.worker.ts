/**
 * The demo mock's figures worker: simulates and analyses stored sessions off the page's main thread, so that the
 * dashboard's first answer on a phone has no long task (docs/architecture.md#mock-backend). A thin shell around
 * computeSessionFigures; its chunk is loaded only by the demo's mock backend.
 */
import { computeSessionFigures } from './session-figures';
import type { SessionFiguresReply, SessionFiguresRequest } from './session-figures-worker-client';

/** The part of DedicatedWorkerGlobalScope used here (the project's TypeScript lib is the DOM one). */
interface FiguresWorkerScope {
  onmessage: ((event: MessageEvent<SessionFiguresRequest>) => void) | null;
  postMessage(message: SessionFiguresReply): void;
}

const scope = self as unknown as FiguresWorkerScope;

scope.onmessage = (event) => {
  const { id, jobs } = event.data;
  scope.postMessage({ id, figures: jobs.map((job) => computeSessionFigures(job.record, job.athlete)) });
};
