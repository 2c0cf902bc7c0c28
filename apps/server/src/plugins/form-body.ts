import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * `application/x-www-form-urlencoded` bodies as a flat object of strings: what a payment gateway's
 * browser redirect posts (PayU's surl/furl). Repeated keys keep the last value.
 */
export const formBodyPlugin = fp(async (app: FastifyInstance) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
});
