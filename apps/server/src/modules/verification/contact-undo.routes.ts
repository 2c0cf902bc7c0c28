import { ErrorSchema } from '@mithaq/contracts/common';
import { UndoContactChangeResponseSchema, UndoContactChangeSchema } from '@mithaq/contracts/verification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { undoContactChange } from './contact-undo.service.js';

/** Registered under /api/account: what a signed-out owner can do with a link from their email. */
export const contactUndoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact-undo',
    {
      schema: {
        tags: ['account'],
        summary:
          'Undo an email change with the link sent to the previous address (7 days): restores it, signs out everywhere, returns a reset token',
        body: UndoContactChangeSchema,
        response: {
          200: UndoContactChangeResponseSchema,
          400: ErrorSchema,
          409: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request) => undoContactChange(app.ctx, request.body.token, request.ip),
  );
};
