import { http, type HttpHandler } from 'msw';
import { mockClock } from '../clock';
import { db } from '../db/mock-db';
import { resetMockBackend } from '../mock-backend';
import { jsonResponse, readJsonObject, rejectWith, requireString } from './respond';

/**
 * The control surface for tests and demos (docs/api.md "Mock control surface").
 * No authentication: it exists only in the mock backend.
 */

function optionalNumber(body: Record<string, unknown>, field: string): number | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    return rejectWith(400, 'BP_400', `Field '${field}' must be a number`);
  }
  return value;
}

function optionalFlag(body: Record<string, unknown>, field: string): boolean {
  const value = body[field];
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') return rejectWith(400, 'BP_400', `Field '${field}' must be true or false`);
  return value;
}

function optionalString(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') return rejectWith(400, 'BP_400', `Field '${field}' must be a string`);
  return value;
}

export const controlHandlers: HttpHandler[] = [
  /** `{advanceSeconds}`: moves the mock clock; answers the new mock time and offset. */
  http.post('*/api/__mock/clock', async ({ request }) => {
    const body = await readJsonObject(request);
    const seconds = optionalNumber(body, 'advanceSeconds');
    if (seconds === undefined) return rejectWith(400, 'BP_400', "Field 'advanceSeconds' is required");
    mockClock.advance(seconds);
    return jsonResponse({ now: mockClock.now(), offsetMs: mockClock.offsetMs() });
  }),

  /**
   * `{path, status, code, desc?, times?, latencyMs?, method?, network?, hang?}`: the next `times`
   * (default 1) calls whose path contains `path` fail with `status`/`code`. Status 0, or no status
   * with a latency, only delays the call. `network: true` fails the connection instead (no answer,
   * the client sees a network error); `hang: true` never answers (the client's time-out ends the
   * call); neither takes a status. Answers the stored fault.
   */
  http.post('*/api/__mock/faults', async ({ request }) => {
    const body = await readJsonObject(request);
    const path = requireString(body, 'path');
    const latencyMs = optionalNumber(body, 'latencyMs') ?? 0;
    const network = optionalFlag(body, 'network');
    const hang = optionalFlag(body, 'hang');
    const givenStatus = optionalNumber(body, 'status');
    if ((network || hang) && (givenStatus !== undefined || (network && hang))) {
      return rejectWith(400, 'BP_400', "Fields 'network', 'hang' and 'status' are exclusive");
    }
    const status = network || hang ? 0 : (givenStatus ?? (latencyMs > 0 ? 0 : 500));
    const times = optionalNumber(body, 'times') ?? 1;
    if (!(status === 0 || (Number.isInteger(status) && status >= 400 && status <= 599))) {
      return rejectWith(400, 'BP_400', "Field 'status' must be 0 or an HTTP error status");
    }
    if (!Number.isInteger(times) || times < 1 || latencyMs < 0) {
      return rejectWith(400, 'BP_400', "Fields 'times' (≥ 1) and 'latencyMs' (≥ 0) are out of range");
    }
    const fault = await db.faults.create({
      id: `fault-${crypto.randomUUID()}`,
      path,
      method: optionalString(body, 'method')?.toUpperCase() ?? null,
      status,
      code: optionalString(body, 'code') ?? (status === 0 ? 'BP_200' : `BP_${status}`),
      desc: optionalString(body, 'desc') ?? 'Injected fault',
      timesLeft: times,
      latencyMs,
      network,
      hang,
    });
    return jsonResponse({ ...fault }, 201);
  }),

  /** Removes every injected fault. */
  http.delete('*/api/__mock/faults', () => {
    db.faults.clear();
    return jsonResponse({});
  }),

  /** Rebuilds the seeded world, clears faults and the clock offset. */
  http.post('*/api/__mock/reset', async () => {
    await resetMockBackend();
    return jsonResponse({});
  }),
];
