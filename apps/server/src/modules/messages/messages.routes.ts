import {
  ErrorSchema,
  InboxResponseSchema,
  MESSAGES,
  SendMessageResponseSchema,
  SendMessageSchema,
  STREAM_RECONNECT_MS,
  ThreadQuerySchema,
  ThreadResponseSchema,
  UserIdParamsSchema,
} from '@mithaq/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Gauge } from 'prom-client';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { currentMember, presentedSession } from '../../plugins/auth.js';
import type { AuthenticatedMember } from '../auth/auth.service.js';
import * as messages from './messages.service.js';
import { openEventStream } from './sse.js';
import { StreamHub, type StreamHubOptions } from './stream-hub.js';

const threadErrors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema };

/** Registered under /api/messages (spec section 7), beside the block routes. */
export const messageRoutes: FastifyPluginAsyncZod<{ stream?: StreamHubOptions }> = async (app, options) => {
  const hub = new StreamHub(app.ctx, app.log, options.stream);
  hub.start();
  // Open streams would keep the server from closing: end them first. A stopping instance ends them
  // as it starts to drain, so their clients reconnect through the balancer to another instance.
  app.addHook('preClose', async () => hub.stop());
  app.lifecycle.onDrain(() => hub.stop());
  new Gauge({
    name: 'mithaq_event_streams_open',
    help: 'Open GET /api/messages/stream connections on this instance',
    registers: [app.metrics],
    collect() {
      this.set(hub.size);
    },
  });

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
    '/stream',
    {
      // Open for as long as the member is: logged when it opens (lib/access-log.ts).
      config: { longLived: true },
      onRequest: app.requireMember,
      schema: {
        tags: ['messages'],
        summary: "Live events (Server-Sent Events): 'inbox', 'message' and 'interest', JSON data",
        response: { 200: z.string().describe('text/event-stream'), 401: ErrorSchema, 503: ErrorSchema },
      },
    },
    async (request, reply) => {
      // 503: the client tries again in 5 s, by then through the balancer to another instance.
      if (app.lifecycle.isDraining) throw new AppError('UNAVAILABLE', MESSAGES.serviceUnavailable);
      const { memberId, sessionId } = currentMember(request);
      const client = openEventStream(reply, { memberId, sessionId, retryMs: STREAM_RECONNECT_MS });
      request.raw.on('close', () => hub.remove(client));
      await hub.add(client).catch((err: unknown) => {
        request.log.error({ err }, 'could not start a live stream');
        hub.remove(client);
        client.close();
      });
    },
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
