import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getResponse } from 'msw';
import { handlers } from './handlers';
import { startMockBackend } from './mock-backend';
import { errorResponse } from './handlers/respond';
import { isDevOrigin, refusalOf } from './server-guard';

/**
 * `npm run mock-api`: the same handlers behind a real HTTP server on 127.0.0.1 (PORT to
 * override 8787), with CORS for the dev origins (http://localhost:5173 and any
 * http://<name>.localhost:5173, and the preview on 4173). It answers only its loopback names and
 * the dev origins, and refuses writes whose body type the contract does not name (see
 * server-guard.ts), with 403 `BP_403`. The world lives in memory; POST /api/__mock/reset rebuilds it.
 */

const HOST = '127.0.0.1';

function corsHeaders(origin: string | undefined): Record<string, string> {
  if (origin === undefined || !isDevOrigin(origin)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': 'Authorization, Content-Type',
    'access-control-max-age': '600',
    // The app reads the wait of a 429 (docs/api.md#too-many-requests) across origins only if it is exposed.
    'access-control-expose-headers': 'Retry-After',
    vary: 'Origin',
  };
}

async function readBody(message: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function toRequest(message: IncomingMessage, body: Buffer, port: number): Request {
  const url = new URL(message.url ?? '/', `http://${message.headers.host ?? `${HOST}:${port}`}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = message.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0;
  return new Request(url, { method, headers, body: hasBody ? new Uint8Array(body) : null });
}

function refusalOfMessage(message: IncomingMessage, port: number): string | null {
  const headers = message.headers;
  const contentLength = Number(headers['content-length'] ?? 0);
  return refusalOf(
    {
      method: (message.method ?? 'GET').toUpperCase(),
      path: new URL(message.url ?? '/', 'http://mock.invalid').pathname,
      host: headers.host,
      origin: headers.origin,
      contentType: headers['content-type'],
      hasBody: contentLength > 0 || headers['transfer-encoding'] !== undefined,
    },
    port,
  );
}

async function send(reply: ServerResponse, response: Response, extraHeaders: Record<string, string>): Promise<void> {
  const headers: Record<string, string> = { ...extraHeaders };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  reply.writeHead(response.status, headers);
  reply.end(Buffer.from(await response.arrayBuffer()));
}

async function answer(message: IncomingMessage, reply: ServerResponse, port: number): Promise<void> {
  const cors = corsHeaders(message.headers.origin);
  const refusal = refusalOfMessage(message, port);
  if (refusal !== null) {
    // The body is not read: the connection closes after the answer.
    await send(reply, errorResponse(403, 'BP_403', refusal), { ...cors, connection: 'close' });
    return;
  }
  if (message.method === 'OPTIONS') {
    reply.writeHead(204, cors).end();
    return;
  }
  const request = toRequest(message, await readBody(message), port);
  const response =
    (await getResponse(handlers, request)) ??
    errorResponse(404, 'BP_404', `No mock for ${request.method} ${new URL(request.url).pathname}`);
  await send(reply, response, cors);
}

/** Starts the mock backend and the server on 127.0.0.1 (`port` 0: any free port); resolves once it listens. */
export async function startMockApiServer(port: number): Promise<Server> {
  await startMockBackend();
  const server = createServer((message, reply) => {
    const ownPort = (server.address() as AddressInfo).port;
    answer(message, reply, ownPort).catch((error: unknown) => {
      console.error(error);
      if (!reply.headersSent)
        reply.writeHead(500, { 'content-type': 'application/json', ...corsHeaders(message.headers.origin) });
      reply.end(JSON.stringify({ status: { code: 'BP_500', desc: 'Mock server error' } }));
    });
  });
  await new Promise<void>((listening) => server.listen(port, HOST, listening));
  return server;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const server = await startMockApiServer(Number(process.env['PORT'] ?? 8787));
  const { port } = server.address() as AddressInfo;
  console.log(
    `Mock API listening on http://${HOST}:${port} (player API http://${HOST}:${port}/api, integration API http://${HOST}:${port}/integration-api)`,
  );
}
