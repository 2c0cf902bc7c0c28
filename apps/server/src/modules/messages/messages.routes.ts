import { messagesApi } from '@mithaq/contracts/api/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../lib/endpoint-route.js';
import type { AuthenticatedMember } from '../../lib/principals.js';
import { currentMember, presentedSession } from '../../plugins/auth.js';
import * as messages from './messages.service.js';

const tags = ['messages'];

/** Registered under /api/messages (spec section 7), beside the block routes. */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    messagesApi,
    'GET /api/messages/inbox',
    { tags, summary: 'Conversations, newest activity first, with the unread total', onRequest: app.requireMember },
    async (request) => messages.getInbox(app.ctx, currentMember(request).memberId),
  );

  serveEndpoint(
    app,
    messagesApi,
    'GET /api/messages/:userId',
    {
      tags,
      summary: 'One conversation: the newest 50 messages (or the 50 before `before`); opening it reads it',
      onRequest: app.requireMember,
    },
    async (request) =>
      messages.getThread(app.ctx, currentMember(request).memberId, request.params.userId, request.query.before),
  );

  serveEndpoint(
    app,
    messagesApi,
    'POST /api/messages/:userId',
    {
      tags,
      summary: 'Send a message (premium members, to their matches)',
      // The session is read with the send's own facts, in one statement (messages.service.ts sendMessage).
      onRequest: app.requireSessionToken,
    },
    async (request) => {
      // The sender, once their session is accepted: what follows (errors too) is in their language.
      const acceptSender = (sender: AuthenticatedMember) => {
        request.member = sender;
      };
      return messages.sendMessage(
        app.ctx,
        presentedSession(request),
        request.params.userId,
        request.body.content,
        acceptSender,
      );
    },
  );
};
