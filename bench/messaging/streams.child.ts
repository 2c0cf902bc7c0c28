/**
 * Holds idle streams against an app instance (forked by the memory benchmark), so the client side's
 * 5,000 sockets and buffers are counted in this process and not in the server's.
 */
import { performance } from 'node:perf_hooks';
import { SseStream } from './sse-client.js';

export type StreamsCommand =
  | { cmd: 'open'; url: string; tokens: string[]; concurrency: number }
  | { cmd: 'status' }
  | { cmd: 'close' };

export interface StreamsStatus {
  open: number;
  failed: number;
  closedByServer: number;
  openMs: number;
  bytesReceived: number;
  firstError: string | null;
  rss: number;
  /** For each stream the last `open` opened: ms from the command to its first event (the inbox). */
  firstEventMs: number[];
}

const streams: SseStream[] = [];
let failed = 0;
let openMs = 0;
let firstError: string | null = null;
let firstEventMs: number[] = [];

function status(): StreamsStatus {
  return {
    open: streams.filter((s) => !s.isClosed).length,
    failed,
    closedByServer: streams.filter((s) => s.isClosed).length,
    openMs,
    bytesReceived: streams.reduce((n, s) => n + s.received, 0),
    firstError,
    rss: process.memoryUsage.rss(),
    firstEventMs,
  };
}

async function open(url: string, tokens: string[], concurrency: number) {
  const started = performance.now();
  firstEventMs = [];
  let next = 0;
  const worker = async () => {
    while (next < tokens.length) {
      const token = tokens[next++] as string;
      try {
        streams.push(await SseStream.open(url, token));
        firstEventMs.push(performance.now() - started);
      } catch (err) {
        failed++;
        firstError ??= String(err);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  openMs = performance.now() - started;
  return status();
}

async function handle(message: StreamsCommand): Promise<unknown> {
  switch (message.cmd) {
    case 'open':
      return open(message.url, message.tokens, message.concurrency);
    case 'status':
      return status();
    case 'close':
      for (const s of streams) s.close();
      setTimeout(() => process.exit(0), 50);
      return null;
  }
}

process.on('message', (raw) => {
  const { id, ...message } = raw as StreamsCommand & { id: number };
  handle(message as StreamsCommand).then(
    (result) => process.send?.({ id, result }),
    (err: unknown) => process.send?.({ id, error: String(err) }),
  );
});
process.on('disconnect', () => process.exit(0));
