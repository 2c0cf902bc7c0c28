/**
 * One load run with autocannon: N connections for a fixed time after a short warm-up that is
 * thrown away. Each request may carry the next of a list of bearer tokens and its own path, so 50
 * connections act as 50 members and writes never repeat a target.
 */
import autocannon from 'autocannon';
import { procCpuMs } from '../messaging/processes.js';

export interface LoadTarget {
  /** The path of request number i (a counter across all connections). */
  path: (i: number) => string;
  method?: 'GET' | 'POST';
  body?: string;
  tokens?: readonly string[];
  headers?: Record<string, string>;
  /** The status every answer should have (200 unless said). */
  expect?: number;
}

export interface LoadResult {
  rps: number;
  /** CPU time of the serving process per answered request (user + system, from /proc). */
  cpuMsPerRequest: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers with another status than expected, plus socket errors and timeouts. */
  failures: number;
}

export interface LoadSettings {
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

/** `counter` numbers requests across the warm-up and the measured run, so no write repeats. */
function run(
  url: string,
  target: LoadTarget,
  counter: { next: number },
  connections: number,
  seconds: number,
): Promise<autocannon.Result> {
  const headers = {
    ...target.headers,
    ...(target.body ? { 'content-type': 'application/json' } : {}),
  };
  return autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: target.method ?? 'GET',
        ...(target.body ? { body: target.body } : {}),
        setupRequest: (request) => {
          const n = counter.next++;
          const token = target.tokens?.[n % target.tokens.length];
          return {
            ...request,
            path: target.path(n),
            headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
          };
        },
      },
    ],
  });
}

/**
 * Drives `url` and reads the CPU time `serverPid` spent meanwhile: robust when the machine is shared.
 * `counter` numbers the requests; pass one shared with later runs of the same target so writes never repeat.
 */
export async function measure(
  url: string,
  target: LoadTarget,
  settings: LoadSettings,
  serverPid: number,
  counter = { next: 0 },
): Promise<LoadResult> {
  if (settings.warmupSeconds > 0) await run(url, target, counter, settings.connections, settings.warmupSeconds);
  const cpuBefore = await procCpuMs(serverPid);
  const result = await run(url, target, counter, settings.connections, settings.seconds);
  const cpuMs = (await procCpuMs(serverPid)) - cpuBefore;
  const expected = String(target.expect ?? 200);
  const answered = Object.entries(result.statusCodeStats ?? {}).reduce((n, [, s]) => n + (s.count ?? 0), 0);
  const good = result.statusCodeStats?.[expected as keyof typeof result.statusCodeStats]?.count ?? 0;
  return {
    rps: result.requests.average,
    cpuMsPerRequest: cpuMs / Math.max(1, result.requests.total),
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failures: answered - good + result.errors + result.timeouts,
  };
}
