import { ErrorSchema } from '@mithaq/contracts/common';
import { DEFAULT_LOCALE, type Locale } from '@mithaq/contracts/i18n/locales';
import { MESSAGES } from '@mithaq/contracts/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';
import { isDatabaseUnavailable } from '../lib/database-errors.js';
import { readerLocale, translateMessage } from '../lib/i18n.js';
import { zodDefaultMessage } from '../lib/zod-messages.js';
import { StorageUnavailableError } from '../platform/storage/storage.js';

/** A restarted PostgreSQL accepts connections again within seconds. */
const RETRY_AFTER_SECONDS = 5;

/**
 * The first issue's message in the reader's language: ours from the errors catalog, zod's own from
 * zod's locales, anything else as it is.
 */
function validationMessage(err: FastifyError, locale: Locale): string {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const first = err.validation[0];
    if (first?.message) {
      const translated = translateMessage(locale, first.message);
      if (translated !== first.message || locale === DEFAULT_LOCALE) return translated;
      return zodDefaultMessage(locale, { ...first.params, code: first.keyword }, first.message) ?? first.message;
    }
  }
  return translateMessage(locale, err.message);
}

const isMessageOnly = (payload: unknown): payload is { message: string } =>
  typeof payload === 'object' &&
  payload !== null &&
  !Array.isArray(payload) &&
  Object.keys(payload).length === 1 &&
  typeof (payload as { message?: unknown }).message === 'string';

/**
 * Maps every failure to `{ message, code }`, the message in the reader's language (lib/i18n.ts) and
 * the code stable for clients; a 5xx never echoes internals. A database or bucket that
 * is briefly away answers 503 with Retry-After, so clients and balancers retry instead of reporting a bug.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // Any API route can meet a database that is briefly away: its OpenAPI entry says so.
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (route.url.startsWith('/api/') && response && !response[503]) response[503] = ErrorSchema;
  });
  // A confirmation answered as `{ message }` alone (password reset sent, account deleted) is read like an error.
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!isMessageOnly(payload)) return payload;
    return { message: translateMessage(readerLocale(request), payload.message) };
  });
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const localized = (message: string) => translateMessage(readerLocale(request), message);
    if (err instanceof AppError) {
      const retryAfter = err.retryAfterSeconds ?? (err.status === 503 ? RETRY_AFTER_SECONDS : undefined);
      if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
      return reply.status(err.status).send({ message: localized(err.message), code: err.code });
    }
    if (err.validation || hasZodFastifySchemaValidationErrors(err)) {
      return reply.status(400).send({ message: validationMessage(err, readerLocale(request)), code: 'VALIDATION' });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST';
      const message = status === 413 ? MESSAGES.uploadTooLarge : err.message;
      return reply.status(status).send({ message: localized(message), code });
    }
    if (isDatabaseUnavailable(err) || err instanceof StorageUnavailableError) {
      request.log.warn(
        { err },
        err instanceof StorageUnavailableError ? 'object storage unavailable' : 'database unavailable',
      );
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ message: localized(MESSAGES.serviceUnavailable), code: 'UNAVAILABLE' });
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send({ message: localized(MESSAGES.internal), code: 'INTERNAL' });
  });
});
