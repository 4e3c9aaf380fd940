/**
 * A server-sent event stream for tests (issue 13): a `Response` whose body the test writes to,
 * event by event, as GET /api/realtime does; it ends when the request is aborted or the test
 * calls `end()`.
 */
export interface SseStream {
  response: Response;
  /** Writes `event: <type>` + `data: <json>` + a blank line. */
  send(type: string, data: unknown): void;
  /** Writes raw text (comments, `retry:`). */
  write(text: string): void;
  /** The server ends the stream. */
  end(): void;
}

export function sseStream(signal?: AbortSignal | null): SseStream {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  let closed = false;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const close = (error?: unknown) => {
    if (closed) return;
    closed = true;
    if (error) controller?.error(error);
    else controller?.close();
  };
  signal?.addEventListener('abort', () =>
    close(new DOMException('The operation was aborted.', 'AbortError')),
  );
  const write = (text: string) => {
    if (!closed) controller?.enqueue(encoder.encode(text));
  };
  return {
    response: new Response(body, {
      status: 200,
      headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-store' },
    }),
    send: (type, data) => write(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`),
    write,
    end: () => close(),
  };
}
