import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
const MAX_LENGTH = 200;
/** Printable ASCII without spaces: safe in a header and a log line, whatever the balancer sends. */
const ACCEPTABLE = /^[\x21-\x7e]+$/;

/** An id the load balancer gave the request, when it is one we can echo and log as it is. */
export function acceptableRequestId(value: string | string[] | undefined): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_LENGTH || !ACCEPTABLE.test(value)) return undefined;
  return value;
}

/** Fastify's `genReqId`: the balancer's `X-Request-Id` when acceptable, else a fresh UUID. */
export function requestIdFor(req: IncomingMessage): string {
  return acceptableRequestId(req.headers[REQUEST_ID_HEADER]) ?? randomUUID();
}
