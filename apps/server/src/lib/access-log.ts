import type { FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';

/** A balancer's probes and the metrics scraper come every few seconds: not worth a log line each. */
const QUIET_PATHS = new Set(['/api/health/live', '/api/health/ready', '/metrics']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A request that stays open (the live event stream): logged when it opens too, at `info`. */
    longLived?: boolean;
  }
}

/**
 * One access line per request, written when it is answered: the request (method, address, client)
 * with its status and time. Fastify's default adds an "incoming request" line before it; that one
 * is kept at `debug` for tracing a request that never finishes, except on routes whose requests stay
 * open (`config.longLived`), which are logged when they open, since they answer late or never
 * (a hijacked event stream gets no completion line). At `info`, the second line per request cost a
 * fifth of the CPU of a short authenticated read (bench/load;
 * docs/decisions/0043-work-every-request-does.md).
 */
export class AccessLog extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'requestId', disableRequestLogging: (request) => isQuiet(request) });
  }

  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    if (request.routeOptions.config?.longLived) request.log.info({ req: request }, 'incoming request');
    else request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error)
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

function isQuiet(request: { url?: string }): boolean {
  return request.url !== undefined && QUIET_PATHS.has(request.url);
}
