import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers on every response (OWASP Secure Headers). Scripts only from our origin: the
 * built app has no inline script. Mantine sets inline style attributes, hence 'unsafe-inline' for
 * styles only.
 */
export const securityPlugin = fp(async (app: FastifyInstance, options: { formActionOrigin?: string }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // The checkout form posts to the payment provider (PayU's hosted page, or our sandbox).
        formAction: ["'self'", ...(options.formActionOrigin ? [options.formActionOrigin] : [])],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  // Member data must never sit in a shared or browser cache.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
});
