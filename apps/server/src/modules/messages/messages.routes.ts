import {
  ErrorSchema,
  InboxResponseSchema,
  SendMessageResponseSchema,
  SendMessageSchema,
  ThreadQuerySchema,
  ThreadResponseSchema,
  UserIdParamsSchema,
} from '@mithaq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember, presentedSession } from '../../plugins/auth.js';
import type { AuthenticatedMember } from '../auth/auth.service.js';
import * as messages from './messages.service.js';

const threadErrors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema };

/** Registered under /api/messages (spec section 7), beside the block routes. */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/inbox',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['messages'],
        summary: 'Conversations, newest activity first, with the unread total',
        response: { 200: InboxResponseSchema, 401: ErrorSchema },
      },
    },
    async (request) => messages.getInbox(app.ctx, currentMember(request).memberId),
  );

  app.get(
    '/:userId',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['messages'],
        summary: 'One conversation: the newest 50 messages (or the 50 before `before`); opening it reads it',
        params: UserIdParamsSchema,
        querystring: ThreadQuerySchema,
        response: { 200: ThreadResponseSchema, ...threadErrors },
      },
    },
    async (request) =>
      messages.getThread(app.ctx, currentMember(request).memberId, request.params.userId, request.query.before),
  );

  app.post(
    '/:userId',
    {
      // The session is read with the send's own facts, in one statement (messages.service.ts sendMessage).
      onRequest: app.requireSessionToken,
      schema: {
        tags: ['messages'],
        summary: 'Send a message (premium members, to their matches)',
        params: UserIdParamsSchema,
        body: SendMessageSchema,
        response: { 201: SendMessageResponseSchema, ...threadErrors, 403: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      // The sender, once their session is accepted: what follows (errors too) is in their language.
      const acceptSender = (sender: AuthenticatedMember) => {
        request.member = sender;
      };
      const { userId } = request.params;
      const sent = await messages.sendMessage(
        app.ctx,
        presentedSession(request),
        userId,
        request.body.content,
        acceptSender,
      );
      return reply.status(201).send(sent);
    },
  );
};
