import { request, type IncomingMessage } from 'node:http';

/*
 * A small server-sent events client for the realtime tests: opens GET /api/realtime over real HTTP
 * and parses what arrives into events and comments. node:http without a connection pool rather
 * than fetch: Node 20's fetch opens a fresh, idle connection after an aborted body, which the
 * server then waits on when it closes.
 */

/** What the tests read of the answer (the parts of a fetch Response they use). */
export interface StreamResponse {
  status: number;
  ok: boolean;
  headers: { get(name: string): string | null };
  /** The body of a refused stream, parsed. */
  json(): Promise<unknown>;
}

export interface SseEvent {
  event: string;
  data: unknown;
}

/** How long a test waits for something it expects before failing (never asserted on). */
const PATIENCE_MS = 15_000;

export interface OpenStream {
  response: StreamResponse;
  /** Every event received so far, in order. */
  events: SseEvent[];
  /** Comment lines (heartbeats) received so far. */
  comments: string[];
  /** Fields other than event/data (`retry`), as received. */
  fields: string[];
  /** Resolves with the first event (already received or to come) that matches. */
  waitFor(predicate: (event: SseEvent) => boolean, what?: string): Promise<SseEvent>;
  /** Resolves once the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens the stream; with a non-2xx answer, `events` stays empty and `response` has the error. */
export async function openStream(baseUrl: string, token?: string): Promise<OpenStream> {
  const url = new URL('/api/realtime', baseUrl);
  const req = request(url, {
    agent: false,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const message = await new Promise<IncomingMessage>((resolve, reject) => {
    req.once('response', resolve);
    req.once('error', reject);
    req.end();
  });
  const status = message.statusCode ?? 0;
  const ok = status >= 200 && status < 300;
  const response: StreamResponse = {
    status,
    ok,
    headers: {
      get: (name) => {
        const value = message.headers[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
      },
    },
    json: async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of message) chunks.push(chunk as Buffer);
      return JSON.parse(Buffer.concat(chunks).toString('utf8'));
    },
  };
  const events: SseEvent[] = [];
  const comments: string[] = [];
  const fields: string[] = [];
  const waiters = new Set<() => void>();
  let done = false;

  let resolveEnded: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => {
    resolveEnded = resolve;
  });

  function parseBlock(block: string) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments.push(line.slice(1).trim());
      else if (line.startsWith('event: ')) event = line.slice('event: '.length);
      else if (line.startsWith('data: ')) data.push(line.slice('data: '.length));
      else if (line) fields.push(line);
    }
    if (data.length > 0) events.push({ event, data: JSON.parse(data.join('\n')) });
  }

  function finish() {
    if (done) return;
    done = true;
    resolveEnded();
    for (const wake of [...waiters]) wake();
  }

  if (ok) {
    let buffer = '';
    message.setEncoding('utf8');
    message.on('data', (chunk: string) => {
      buffer += chunk;
      let cut = buffer.indexOf('\n\n');
      while (cut >= 0) {
        parseBlock(buffer.slice(0, cut));
        buffer = buffer.slice(cut + 2);
        cut = buffer.indexOf('\n\n');
      }
      for (const wake of [...waiters]) wake();
    });
    // Ended by the server, or the connection dropped (close()): the stream is over either way.
    message.on('end', finish);
    message.on('close', finish);
    message.on('error', finish);
  } else {
    finish();
  }

  return {
    response,
    events,
    comments,
    fields,
    ended,
    waitFor(predicate, what = 'an event') {
      return new Promise<SseEvent>((resolve, reject) => {
        const check = () => {
          const found = events.find(predicate);
          if (found) {
            finish();
            resolve(found);
          } else if (done) {
            finish();
            reject(new Error(`stream ended without ${what}; got ${JSON.stringify(events)}`));
          }
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`no ${what} on the stream; got ${JSON.stringify(events)}`));
        }, PATIENCE_MS);
        const finish = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close() {
      req.destroy();
    },
  };
}

/** Waits until `condition()` holds, checking every 20 ms (fails after PATIENCE_MS). */
export async function eventually(condition: () => boolean | Promise<boolean>, what: string) {
  const deadline = Date.now() + PATIENCE_MS;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The base URL of an app listening on a free port of 127.0.0.1. */
export async function listenLocally(app: {
  listen(options: { port: number; host: string }): Promise<string>;
}): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/** The error envelope of a refused stream. */
export async function errorBody(response: StreamResponse) {
  return (await response.json()) as {
    success: boolean;
    error: { code: string; message: string };
  };
}
