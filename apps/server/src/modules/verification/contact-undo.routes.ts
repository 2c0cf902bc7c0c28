import { accountApi } from '@mithaq/contracts/api/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../lib/endpoint-route.js';
import { undoContactChange } from './contact-undo.service.js';

/** Registered under /api/account: what a signed-out owner can do with a link from their email. */
export const contactUndoRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    accountApi,
    'POST /api/account/contact-undo',
    {
      tags: ['account'],
      summary:
        'Undo an email change with the link sent to the previous address (7 days): restores it, signs out everywhere, returns a reset token',
    },
    async (request) => undoContactChange(app.ctx, request.body.token, request.ip),
  );
};
