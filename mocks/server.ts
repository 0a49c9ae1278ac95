import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { handlers } from './handlers';
import { startMockBackend } from './mock-backend';
import { errorResponse } from './handlers/respond';

/**
 * `npm run mock-api`: the same handlers behind a real HTTP server on 127.0.0.1 (PORT to
 * override 8787), with CORS for the dev origin (http://localhost:5173 and any
 * http://<name>.localhost:5173). The world lives in memory; POST /api/__mock/reset rebuilds it.
 */

const HOST = '127.0.0.1';
const PORT = Number(process.env['PORT'] ?? 8787);
const ALLOWED_ORIGIN = /^http:\/\/([a-z0-9-]+\.)*localhost:5173$/i;

function corsHeaders(origin: string | undefined): Record<string, string> {
  if (origin === undefined || !ALLOWED_ORIGIN.test(origin)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': 'Authorization, Content-Type',
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}

async function readBody(message: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of message) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function toRequest(message: IncomingMessage, body: Buffer): Request {
  const url = new URL(message.url ?? '/', `http://${message.headers.host ?? `${HOST}:${PORT}`}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(name, item));
    else if (value !== undefined) headers.set(name, value);
  }
  const method = message.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0;
  return new Request(url, { method, headers, body: hasBody ? new Uint8Array(body) : null });
}

async function answer(message: IncomingMessage, reply: ServerResponse): Promise<void> {
  const cors = corsHeaders(message.headers.origin);
  if (message.method === 'OPTIONS') {
    reply.writeHead(204, cors).end();
    return;
  }
  const request = toRequest(message, await readBody(message));
  const response =
    (await getResponse(handlers, request)) ?? errorResponse(404, 'BP_404', `No mock for ${request.method} ${new URL(request.url).pathname}`);
  const headers: Record<string, string> = { ...cors };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  reply.writeHead(response.status, headers);
  reply.end(Buffer.from(await response.arrayBuffer()));
}

await startMockBackend();
createServer((message, reply) => {
  answer(message, reply).catch((error: unknown) => {
    console.error(error);
    if (!reply.headersSent) reply.writeHead(500, { 'content-type': 'application/json', ...corsHeaders(message.headers.origin) });
    reply.end(JSON.stringify({ status: { code: 'BP_500', desc: 'Mock server error' } }));
  });
}).listen(PORT, HOST, () => {
  console.log(`Mock API listening on http://${HOST}:${PORT} (player API http://${HOST}:${PORT}/api, integration API http://${HOST}:${PORT}/integration-api)`);
});
