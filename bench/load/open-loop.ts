/**
 * An open-loop run: requests leave at a fixed offered rate whatever the server does, and each one's
 * latency counts from the moment it was due, not from when a free connection sent it. A closed loop
 * (autocannon's 50 busy connections, even with `overallRate`) waits for an answer before the next
 * send, so a slow answer holds back the requests behind it and their wait is never counted
 * (coordinated omission). Here a late answer makes the following ones late too, as members would see.
 */
import http from 'node:http';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { LoadTarget } from './runner.js';

export interface OpenLoopResult {
  offeredRps: number;
  /** Answers per second over the run (falls behind the offered rate when the server cannot keep up). */
  achievedRps: number;
  p50: number;
  p99: number;
  requests: number;
  failures: number;
  /**
   * This (the bench's) process: how late, p99, its requests left after they were due, and its own
   * event-loop delay p99. Either far above a millisecond or two means the client, not the app, set
   * the latencies: it could not send or read at the offered rate.
   */
  client: { sendLateP99: number; loopDelayP99: number };
}

/** Sends are checked for due requests this often; a timer cannot be finer on a busy machine. */
const TICK_MS = 1;

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

function sendOne(
  agent: http.Agent,
  base: URL,
  target: LoadTarget,
  n: number,
): Promise<{ status: number } | { error: unknown }> {
  const token = target.tokens?.[n % target.tokens.length];
  return new Promise((resolve) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: target.method ?? 'GET',
        path: target.path(n),
        headers: {
          ...target.headers,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(target.body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
        res.on('error', (error) => resolve({ error }));
      },
    );
    req.on('error', (error) => resolve({ error }));
    req.end(target.body);
  });
}

/**
 * Offers `rps` requests a second to `url` for `seconds` (after `warmupSeconds` at the same rate, not
 * counted). `counter` numbers the requests, shared with the closed-loop runs so no write repeats.
 */
export async function openLoop(
  url: string,
  target: LoadTarget,
  { rps, seconds, warmupSeconds }: { rps: number; seconds: number; warmupSeconds: number },
  counter: { next: number },
): Promise<OpenLoopResult> {
  const base = new URL(url);
  // Enough sockets that the client never queues a due request behind a busy connection.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1_000 });
  const expected = target.expect ?? 200;
  const latencies: number[] = [];
  const lateness: number[] = [];
  const clientLoop = monitorEventLoopDelay({ resolution: 1 });
  let failures = 0;
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  const measuredFrom = start + warmupSeconds * 1_000;
  const total = Math.round(rps * (warmupSeconds + seconds));
  let sent = 0;
  let lastAnswer = measuredFrom;
  clientLoop.enable();
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + (sent * 1_000) / rps <= now) {
        const due = start + (sent * 1_000) / rps;
        const counted = due >= measuredFrom;
        if (counted) lateness.push(now - due);
        sent++;
        inFlight.push(
          sendOne(agent, base, target, counter.next++).then((answer) => {
            if (!counted) return;
            const done = performance.now();
            lastAnswer = Math.max(lastAnswer, done);
            latencies.push(done - due);
            if (!('status' in answer) || answer.status !== expected) failures++;
          }),
        );
      }
      if (sent < total) setTimeout(tick, TICK_MS);
      else resolve();
    };
    tick();
  });
  await Promise.all(inFlight);
  clientLoop.disable();
  agent.destroy();
  latencies.sort((a, b) => a - b);
  lateness.sort((a, b) => a - b);
  return {
    offeredRps: rps,
    achievedRps: latencies.length / ((lastAnswer - measuredFrom) / 1_000),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    requests: latencies.length,
    failures,
    client: { sendLateP99: percentile(lateness, 99), loopDelayP99: clientLoop.percentile(99) / 1e6 },
  };
}
