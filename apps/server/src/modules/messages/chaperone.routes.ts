import { messagesApi } from '@mithaq/contracts/api/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../lib/endpoint-route.js';
import { currentMember } from '../../plugins/auth.js';
import { acknowledgeChaperone } from './chaperone.js';

/** Registered under /api/messages, beside the thread it belongs to. */
export const chaperoneRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    messagesApi,
    'POST /api/messages/:userId/chaperone-ack',
    {
      tags: ['messages'],
      summary: "The viewer has seen the banner: the other member's guardian may now read this conversation",
      onRequest: app.requireMember,
    },
    async (request) => acknowledgeChaperone(app.ctx, currentMember(request).memberId, request.params.userId),
  );
};
