import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

const LIVENESS_PATH = '/api/health';
/** Set by Node on every real response (or meaningless when replayed): not recorded. */
const PER_RESPONSE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
/**
 * helmet's headers that only govern a document shown in a browser (scripts, frames, referrer,
 * window isolation). A JSON answer with `x-content-type-options: nosniff` is never rendered as
 * one; Node validates and writes each header on every response, and these twelve made liveness
 * cost a quarter more CPU than hello-world (bench/README.md). nosniff and HSTS stay.
 */
const DOCUMENT_ONLY_HEADERS = new Set([
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]);

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Liveness is polled by supervisors several times a second and must cost next to nothing
 * (goal: ≥ 0.8 of a bare Fastify hello-world in `npm run bench:api`). Its answer never changes
 * while the process runs, so it is recorded once from the real route (`GET /api/health`
 * through Fastify: same body, same headers but the document-only ones) and replayed by the HTTP server before
 * Fastify's routing, hooks and per-request logger. Any other request, or a liveness call written
 * differently (HEAD, a query string, a trailing slash), goes to Fastify as before; `app.inject`
 * (tests) always does. docs/health.md.
 */
export async function serveLivenessBeforeFastify(app: FastifyInstance): Promise<void> {
  const recorded = await app.inject({ method: 'GET', url: LIVENESS_PATH });
  if (recorded.statusCode !== 200) {
    throw new Error(`${LIVENESS_PATH} répond ${recorded.statusCode} au démarrage.`);
  }
  const body = recorded.rawPayload;
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(recorded.headers)) {
    if (value === undefined || PER_RESPONSE_HEADERS.has(name) || DOCUMENT_ONLY_HEADERS.has(name)) {
      continue;
    }
    headers[name] = value;
  }
  headers['content-length'] = body.length;

  const server: Server = app.server;
  const fastifyListeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.url === LIVENESS_PATH && request.method === 'GET') {
      response.writeHead(200, headers);
      response.end(body);
      return;
    }
    for (const listener of fastifyListeners) listener.call(server, request, response);
  });
}
