/**
 * A lean Server-Sent Events reader for thousands of streams: one socket each (no agent pooling), the
 * token in the Authorization header as the web app sends it, events parsed as chunks arrive and
 * stamped with the arrival time of the chunk that completed them.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export type EventHandler = (event: string, data: string, arrivedAt: number) => void;

export class SseStream {
  private buffer = '';
  private closed = false;
  /** Bytes received so far, heartbeats included. */
  received = 0;

  private constructor(private readonly req: http.ClientRequest) {}

  /**
   * Opens `GET /api/messages/stream` and resolves once the first event (the conversation list) has
   * arrived: from then on the server has the stream registered for live events.
   */
  static open(baseUrl: string, token: string, onEvent: EventHandler = () => {}, timeoutMs = 60_000) {
    return new Promise<SseStream>((resolve, reject) => {
      let ready = false;
      const timer = setTimeout(() => {
        req.destroy();
        reject(new Error(`stream not ready within ${timeoutMs} ms`));
      }, timeoutMs);
      const req = http.request(`${baseUrl}/api/messages/stream`, {
        agent: false,
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      });
      const s = new SseStream(req);
      req.on('response', (res) => {
        if (res.statusCode !== 200) {
          clearTimeout(timer);
          res.resume();
          reject(new Error(`stream answered ${res.statusCode}`));
          return;
        }
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const at = performance.now();
          s.received += chunk.length;
          s.parse(chunk, (event, data) => {
            if (!ready) {
              ready = true;
              clearTimeout(timer);
              resolve(s);
            }
            onEvent(event, data, at);
          });
        });
        res.on('error', () => {});
        res.on('close', () => {
          s.closed = true;
          if (!ready) {
            clearTimeout(timer);
            reject(new Error('stream closed before its first event'));
          }
        });
      });
      req.on('error', (err) => {
        clearTimeout(timer);
        if (!ready) reject(err);
      });
      req.end();
    });
  }

  get isClosed() {
    return this.closed;
  }

  close() {
    this.closed = true;
    this.req.destroy();
  }

  private parse(chunk: string, emit: (event: string, data: string) => void) {
    this.buffer += chunk;
    let end = this.buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      end = this.buffer.indexOf('\n\n');
      if (block.startsWith(':') || block.startsWith('retry:')) continue;
      let event = 'message';
      let data = '';
      for (const line of block.split('\n')) {
        if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data += line.slice(6);
      }
      emit(event, data);
    }
  }
}
