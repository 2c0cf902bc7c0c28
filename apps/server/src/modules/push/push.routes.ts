import { pushApi } from '@mithaq/contracts/api/push';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../lib/endpoint-route.js';
import { currentMember } from '../../plugins/auth.js';
import * as push from './push.service.js';

/** Registered under /api/push: the devices a member receives Web Push notifications on. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    pushApi,
    'POST /api/push/subscriptions',
    {
      tags: ['push'],
      summary: "Receive push notifications on this device (the browser's PushSubscription JSON)",
      onRequest: app.requireMember,
    },
    async (request) => {
      await push.subscribePush(app.ctx, currentMember(request).memberId, request.body);
      return { ok: true as const };
    },
  );

  serveEndpoint(
    app,
    pushApi,
    'DELETE /api/push/subscriptions',
    {
      tags: ['push'],
      summary: 'Stop push notifications on this device (answers ok even if it was not subscribed)',
      onRequest: app.requireMember,
    },
    async (request) => {
      await push.unsubscribePush(app.ctx, currentMember(request).memberId, request.body.endpoint);
      return { ok: true as const };
    },
  );
};
