import { supportApi } from '@mithaq/contracts/api/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../lib/endpoint-route.js';
import { currentMember } from '../../plugins/auth.js';
import * as support from './support.service.js';

/** Registered under /api/support (spec section 7). */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    supportApi,
    'GET /api/support',
    {
      tags: ['support'],
      summary: "The member's own tickets, newest activity first, without their messages",
      onRequest: app.requireMember,
    },
    async (request) => support.listMemberTickets(app.ctx, currentMember(request).memberId),
  );

  serveEndpoint(
    app,
    supportApi,
    'POST /api/support',
    { tags: ['support'], summary: 'Open a ticket', onRequest: app.requireMember },
    async (request) =>
      support.openTicket(app.ctx, currentMember(request).memberId, request.body.subject, request.body.message),
  );

  serveEndpoint(
    app,
    supportApi,
    'GET /api/support/:id',
    {
      tags: ['support'],
      summary: 'One of your tickets with its newest 50 messages (or the 50 before `before`)',
      onRequest: app.requireMember,
    },
    async (request) => support.getTicket(app.ctx, currentMember(request), request.params.id, request.query.before),
  );

  serveEndpoint(
    app,
    supportApi,
    'POST /api/support/:id/reply',
    {
      tags: ['support'],
      summary: 'Reply on one of your tickets (reopens it); 30 replies a day on one ticket',
      onRequest: app.requireMember,
    },
    async (request) =>
      support.replyAsMember(app.ctx, currentMember(request).memberId, request.params.id, request.body.message),
  );
};
