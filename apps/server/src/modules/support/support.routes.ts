import { ErrorSchema } from '@mithaq/contracts/common';
import {
  CreateTicketSchema,
  TicketListSchema,
  TicketParamsSchema,
  TicketQuerySchema,
  TicketReplySchema,
  TicketSchema,
} from '@mithaq/contracts/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember } from '../../plugins/auth.js';
import * as support from './support.service.js';

/** Registered under /api/support (spec section 7). */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['support'],
        summary: "The member's own tickets, newest activity first, without their messages",
        response: { 200: TicketListSchema, 401: ErrorSchema },
      },
    },
    async (request) => support.listMemberTickets(app.ctx, currentMember(request).memberId),
  );

  app.post(
    '',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['support'],
        summary: 'Open a ticket',
        body: CreateTicketSchema,
        response: { 201: TicketSchema, 400: ErrorSchema, 401: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await support.openTicket(
            app.ctx,
            currentMember(request).memberId,
            request.body.subject,
            request.body.message,
          ),
        ),
  );

  app.get(
    '/:id',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['support'],
        summary: 'One of your tickets with its newest 50 messages (or the 50 before `before`)',
        params: TicketParamsSchema,
        querystring: TicketQuerySchema,
        response: { 200: TicketSchema, 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => support.getTicket(app.ctx, currentMember(request), request.params.id, request.query.before),
  );

  app.post(
    '/:id/reply',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['support'],
        summary: 'Reply on one of your tickets (reopens it); 30 replies a day on one ticket',
        params: TicketParamsSchema,
        body: TicketReplySchema,
        response: { 200: TicketSchema, 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) =>
      support.replyAsMember(app.ctx, currentMember(request).memberId, request.params.id, request.body.message),
  );
};
