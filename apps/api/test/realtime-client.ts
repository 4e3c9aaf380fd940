/*
 * A small server-sent events client for the realtime tests: opens GET /api/realtime over real HTTP
 * (fetch, the way the web reads it) and parses what arrives into events and comments.
 */

export interface SseEvent {
  event: string;
  data: unknown;
}

/** How long a test waits for something it expects before failing (never asserted on). */
const PATIENCE_MS = 15_000;

export interface OpenStream {
  response: Response;
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
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/realtime`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: controller.signal,
  });
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

  async function pump() {
    if (!response.ok || !response.body) {
      done = true;
      resolveEnded();
      return;
    }
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          parseBlock(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf('\n\n');
        }
        for (const wake of [...waiters]) wake();
      }
    } catch {
      // Aborted by close(), or the connection dropped: the stream is over either way.
    }
    done = true;
    resolveEnded();
    for (const wake of [...waiters]) wake();
  }
  void pump();

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
      controller.abort();
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
export async function errorBody(response: Response) {
  return (await response.json()) as {
    success: boolean;
    error: { code: string; message: string };
  };
}
