import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import { REQUEST_ID_HEADER } from './request-id.js';

interface RequestScope {
  id: string;
  /** The request's own logger, which already carries the id. */
  log: unknown;
}

const storage = new AsyncLocalStorage<RequestScope>();

/**
 * pino's `mixin`: a line written while a request is handled through a logger that is not the
 * request's own (the app's logger handed to the mailer, the event bus) gets the request's id too.
 */
export function requestIdMixin(_merge: object, _level: number, logger: unknown): object {
  const scope = storage.getStore();
  return scope && logger !== scope.log ? { requestId: scope.id } : {};
}

/**
 * Echoes the request's id in the response and opens the request's scope before any other hook;
 * everything the request runs stays inside it.
 */
export function addRequestScope(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    storage.run({ id: request.id, log: request.log }, done);
  });
}
