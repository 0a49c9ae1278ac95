import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { db } from '../db/mock-db';
import type { FaultRecord } from '../db/schemas';
import { whenMockBackendReady } from '../mock-backend';
import { apiRelativePath, errorResponse } from './respond';

/**
 * The head of every handler list: waits for the mock backend to be ready (world loaded,
 * caught up with other tabs), then applies the first matching injected fault, if any:
 * it waits `latencyMs`, then fails the connection (`network`), never answers (`hang`: the
 * client's own time-out ends the call), answers the fault's error, or, with status 0, lets
 * the request through. Answers nothing otherwise, so the area handlers after it run.
 */

function matches(fault: FaultRecord, path: string, method: string): boolean {
  return fault.timesLeft > 0 && path.includes(fault.path) && (fault.method === null || fault.method === method);
}

async function consume(fault: FaultRecord): Promise<void> {
  if (fault.timesLeft <= 1) {
    db.faults.delete((q) => q.where({ id: fault.id }));
    return;
  }
  await db.faults.update((q) => q.where({ id: fault.id }), {
    data(draft) {
      draft.timesLeft -= 1;
    },
  });
}

async function applyFaults({ request }: { request: Request }): Promise<Response | undefined> {
  await whenMockBackendReady();
  const path = apiRelativePath(new URL(request.url));
  if (path.startsWith('/__mock/')) return undefined;
  const method = request.method.toUpperCase();
  const fault = db.faults.findFirst((q) => q.where((record) => matches(record, path, method)));
  if (fault === undefined) return undefined;
  await consume(fault);
  if (fault.latencyMs > 0) await delay(fault.latencyMs);
  if (fault.network) return HttpResponse.error();
  // A promise that never settles rather than a long timer: no fake clock in the page can end it.
  if (fault.hang) return new Promise<never>(() => undefined);
  if (fault.status === 0) return undefined;
  return errorResponse(fault.status, fault.code, fault.desc);
}

export const faultHandlers: HttpHandler[] = [
  http.all('*/api/*', applyFaults),
  http.all('*/integration-api/*', applyFaults),
];
