import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * This instance's Prometheus registry, served at GET /metrics. A module adds its own metrics
     * with `registers: [app.metrics]` (a gauge's `collect` runs at each scrape).
     */
    metrics: Registry;
  }
}

const PREFIX = 'mithaq_';
/** Seconds: from a cached read to a slow upload. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A stream stays open for hours: its duration says nothing about the API's latency. */
const isEventStream = (contentType: unknown) => String(contentType ?? '').startsWith('text/event-stream');

function httpMetrics(app: FastifyInstance, registry: Registry) {
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: `${PREFIX}http_requests_total`,
    help: 'Requests answered, by route pattern and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Time to answer a request, by route pattern and status',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern (`/api/profiles/:id`), never the raw URL: one series per route, not per member.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    if (!isEventStream(reply.getHeader('content-type'))) duration.observe(labels, reply.elapsedTime / 1000);
  });
}

function poolMetrics(pool: pg.Pool, registry: Registry) {
  new Gauge({
    name: `${PREFIX}db_pool_connections`,
    help: "Connections of this instance's pool, by state (in_use, idle)",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: `${PREFIX}db_pool_waiting`,
    help: 'Queries waiting for a pool connection',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
  new Gauge({
    name: `${PREFIX}db_pool_max`,
    help: 'The most connections the pool opens (DATABASE_POOL_MAX)',
    registers: [registry],
    collect() {
      this.set(pool.options.max ?? 10);
    },
  });
}

/**
 * Per-instance metrics (docs/decisions/0022-running-as-a-fleet.md): the process's own (CPU, memory,
 * event loop, GC), requests and latency by route and status, and the database pool. Registered
 * first so its hook sees every route's response.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, opts: { pool: pg.Pool }) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  app.decorate('metrics', registry);
  httpMetrics(app, registry);
  poolMetrics(opts.pool, registry);
});

/** Seconds from an instance's publish to this instance's delivery of a live event. */
export function eventDeliveryLag(registry: Registry): (lagMs: number) => void {
  const lag = new Histogram({
    name: `${PREFIX}event_delivery_lag_seconds`,
    help: 'Time from publishing a live event (any instance) to its arrival at this one, for its streams',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [registry],
  });
  // Clocks of different machines differ a little: a negative lag is counted as none.
  return (lagMs) => lag.observe(Math.max(0, lagMs) / 1000);
}
