import { randomUUID } from 'node:crypto';

interface StreamEvent {
  event: string;
  data: unknown;
}

/** A live `GET /api/messages/stream` read as the web app reads it, through the balancer. */
export interface OpenStream {
  requestId: string;
  events: StreamEvent[];
  next<T = unknown>(event: string, match?: (data: T) => boolean, timeoutMs?: number): Promise<T>;
  ended(timeoutMs?: number): Promise<void>;
  close(): void;
}

export async function openStream(baseUrl: string, auth: Record<string, string>): Promise<OpenStream> {
  const requestId = randomUUID();
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/messages/stream`, {
    headers: { ...auth, accept: 'text/event-stream', 'x-request-id': requestId },
    signal: controller.signal,
  });
  if (res.status !== 200 || !res.body) throw new Error(`stream answered ${res.status}`);
  const events: StreamEvent[] = [];
  let closed = false;
  let wake: () => void = () => {};
  const changed = () => new Promise<void>((resolve) => (wake = resolve));
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
        }
        wake();
      }
    } catch {
      // closed or cut
    }
    closed = true;
    wake();
  })();

  async function waitUntil<T>(found: () => T | undefined, what: string, timeoutMs: number): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = found();
      if (value !== undefined) return value;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no ${what} within ${timeoutMs} ms`);
      await Promise.race([changed(), new Promise((r) => setTimeout(r, left))]);
    }
  }

  return {
    requestId,
    events,
    next: <T>(event: string, match: (data: T) => boolean = () => true, timeoutMs = 10_000) =>
      waitUntil(
        () => {
          const hit = events.find((e) => e.event === event && match(e.data as T));
          if (hit) return hit.data as T;
          if (closed) throw new Error(`stream closed before a matching '${event}' event`);
          return undefined;
        },
        `'${event}' event`,
        timeoutMs,
      ),
    ended: (timeoutMs = 10_000) =>
      waitUntil(() => (closed ? true : undefined), 'end of stream', timeoutMs).then(() => {}),
    close: () => controller.abort(),
  };
}
