import { ErrorSchema } from '@mithaq/contracts/common';
import { BlockResponseSchema, UserIdParamsSchema } from '@mithaq/contracts/interests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember } from '../../plugins/auth.js';
import * as blocks from './blocks.service.js';

const response = { 200: BlockResponseSchema, 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema };

/** Registered under /api/messages (spec section 7: POST and DELETE /api/messages/{userId}/block). */
export const blockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:userId/block',
    {
      onRequest: app.requireMember,
      schema: { tags: ['blocks'], summary: 'Block a member', params: UserIdParamsSchema, response },
    },
    async (request) => blocks.blockMember(app.ctx, currentMember(request).memberId, request.params.userId),
  );

  app.delete(
    '/:userId/block',
    {
      onRequest: app.requireMember,
      schema: { tags: ['blocks'], summary: 'Unblock a member', params: UserIdParamsSchema, response },
    },
    async (request) => blocks.unblockMember(app.ctx, currentMember(request).memberId, request.params.userId),
  );
};
