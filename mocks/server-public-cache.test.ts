import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHARE_TOKENS } from './world/sessions/showcase-sessions';
import { startMockApiServer } from './server';

/**
 * `npm run mock-api` over a real socket sends the public reads of a shared session with
 * `Cache-Control: no-store` (docs/api-sessions.md#shared-sessions): no cache between the visitor and
 * the server keeps serving a link after it was stopped.
 */

let server: Server;
let origin: string;

beforeAll(async () => {
  server = await startMockApiServer(0);
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((closed) => server.close(() => closed()));
});

describe("the mock API server's public reads", { timeout: 30_000 }, () => {
  it('are not to be stored: the session, its timelines and the answer for a link that shows nothing', async () => {
    const base = `${origin}/api/public/shared-sessions`;
    const reads = [
      `${base}/${DEMO_SHARE_TOKENS.shared}`,
      `${base}/${DEMO_SHARE_TOKENS.child}/timeline?timeInterval=60&chartMetricsType=HR_PERCENTAGE`,
      `${base}/${'A'.repeat(32)}`,
    ];
    const answers = [];
    for (const url of reads) answers.push(await fetch(url));
    expect(answers.map((answer) => [answer.status, answer.headers.get('cache-control')])).toEqual([
      [200, 'no-store'],
      [200, 'no-store'],
      [404, 'no-store'],
    ]);
  });

  it('leave the private calls to their own caching rules', async () => {
    const answer = await fetch(`${origin}/api/web/player-activities/anything`);
    expect(answer.status).toBe(401);
    expect(answer.headers.get('cache-control')).toBeNull();
  });
});
