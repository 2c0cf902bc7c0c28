import { messagesApi } from '@mithaq/contracts/api/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../lib/endpoint-route.js';
import { currentMember } from '../../plugins/auth.js';
import * as blocks from './blocks.service.js';

const tags = ['blocks'];

/** Registered under /api/messages (spec section 7: POST and DELETE /api/messages/{userId}/block). */
export const blockRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    messagesApi,
    'POST /api/messages/:userId/block',
    { tags, summary: 'Block a member', onRequest: app.requireMember },
    async (request) => blocks.blockMember(app.ctx, currentMember(request).memberId, request.params.userId),
  );

  serveEndpoint(
    app,
    messagesApi,
    'DELETE /api/messages/:userId/block',
    { tags, summary: 'Unblock a member', onRequest: app.requireMember },
    async (request) => blocks.unblockMember(app.ctx, currentMember(request).memberId, request.params.userId),
  );
};
