import { ErrorSchema } from '@mithaq/contracts/common';
import { PushOkSchema, PushSubscriptionSchema, PushUnsubscribeSchema } from '@mithaq/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember } from '../../plugins/auth.js';
import * as push from './push.service.js';

/** Registered under /api/push: the devices a member receives Web Push notifications on. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/subscriptions',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['push'],
        summary: "Receive push notifications on this device (the browser's PushSubscription JSON)",
        body: PushSubscriptionSchema,
        response: { 201: PushOkSchema, 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      await push.subscribePush(app.ctx, currentMember(request).memberId, request.body);
      return reply.status(201).send({ ok: true });
    },
  );

  app.delete(
    '/subscriptions',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['push'],
        summary: 'Stop push notifications on this device (answers ok even if it was not subscribed)',
        body: PushUnsubscribeSchema,
        response: { 200: PushOkSchema, 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request) => {
      await push.unsubscribePush(app.ctx, currentMember(request).memberId, request.body.endpoint);
      return { ok: true as const };
    },
  );
};
