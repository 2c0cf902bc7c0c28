import { MESSAGES } from '@mithaq/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';

function validationMessage(err: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const first = err.validation[0];
    if (first?.message) return first.message;
  }
  return err.message;
}

/** Maps every failure to `{ message, code }`; a 5xx never echoes internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.retryAfterSeconds !== undefined) reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.status(err.status).send({ message: err.message, code: err.code });
    }
    if (err.validation || hasZodFastifySchemaValidationErrors(err)) {
      return reply.status(400).send({ message: validationMessage(err), code: 'VALIDATION' });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST';
      const message = status === 413 ? 'The upload is too large.' : err.message;
      return reply.status(status).send({ message, code });
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send({ message: MESSAGES.internal, code: 'INTERNAL' });
  });
});
