import { notificationsApi } from '@mithaq/contracts/api/notifications';
import { MESSAGES } from '@mithaq/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { serveEndpoint } from '../../lib/endpoint-route.js';
import { currentMember } from '../../plugins/auth.js';
import * as notifications from './notifications.service.js';

/** Registered under /api/notifications: the member's feed and their notification settings. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    notificationsApi,
    'GET /api/notifications',
    {
      tags: ['notifications'],
      summary: 'My notifications, newest first, a page at a time',
      onRequest: app.requireMember,
    },
    async (request) => notifications.getFeed(app.ctx, currentMember(request).memberId, request.query),
  );

  serveEndpoint(
    app,
    notificationsApi,
    'POST /api/notifications/read',
    {
      tags: ['notifications'],
      summary: 'Mark some ({ids}) or all ({all: true}) of my notifications read, on every device',
      onRequest: app.requireMember,
    },
    async (request) => {
      const ids = 'ids' in request.body ? request.body.ids : null;
      return notifications.markNotificationsRead(app.ctx, currentMember(request).memberId, ids);
    },
  );

  serveEndpoint(
    app,
    notificationsApi,
    'GET /api/notifications/settings',
    {
      tags: ['notifications'],
      summary: 'How I am told of each kind of event: email, push, quiet hours',
      onRequest: app.requireMember,
    },
    async (request) => {
      const settings = await notifications.getNotificationSettings(app.ctx.db, currentMember(request).memberId);
      if (!settings) throw new AppError('UNAUTHORIZED', MESSAGES.accountDeleted);
      return settings;
    },
  );

  serveEndpoint(
    app,
    notificationsApi,
    'PUT /api/notifications/settings',
    {
      tags: ['notifications'],
      summary: 'Change any of my notification settings; answers all of them',
      onRequest: app.requireMember,
    },
    async (request) => {
      const memberId = currentMember(request).memberId;
      const settings = await notifications.updateNotificationSettings(app.ctx.db, memberId, request.body);
      if (!settings) throw new AppError('UNAUTHORIZED', MESSAGES.accountDeleted);
      return settings;
    },
  );
};
