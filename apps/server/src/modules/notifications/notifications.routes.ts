import { ErrorSchema } from '@mithaq/contracts/common';
import { MESSAGES } from '@mithaq/contracts/messages';
import {
  MarkNotificationsReadSchema,
  NotificationFeedQuerySchema,
  NotificationFeedSchema,
  NotificationSettingsSchema,
  NotificationSettingsUpdateSchema,
  UnreadCountSchema,
} from '@mithaq/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { currentMember } from '../../plugins/auth.js';
import * as notifications from './notifications.service.js';

/** Registered under /api/notifications: the member's feed and their notification settings. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['notifications'],
        summary: 'My notifications, newest first, a page at a time',
        querystring: NotificationFeedQuerySchema,
        response: { 200: NotificationFeedSchema, 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request) => notifications.getFeed(app.ctx, currentMember(request).memberId, request.query),
  );

  app.post(
    '/read',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['notifications'],
        summary: 'Mark some ({ids}) or all ({all: true}) of my notifications read, on every device',
        body: MarkNotificationsReadSchema,
        response: { 200: UnreadCountSchema, 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request) => {
      const ids = 'ids' in request.body ? request.body.ids : null;
      return notifications.markNotificationsRead(app.ctx, currentMember(request).memberId, ids);
    },
  );

  app.get(
    '/settings',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['notifications'],
        summary: 'How I am told of each kind of event: email, push, quiet hours',
        response: { 200: NotificationSettingsSchema, 401: ErrorSchema },
      },
    },
    async (request) => {
      const settings = await notifications.getNotificationSettings(app.ctx.db, currentMember(request).memberId);
      if (!settings) throw new AppError('UNAUTHORIZED', MESSAGES.accountDeleted);
      return settings;
    },
  );

  app.put(
    '/settings',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['notifications'],
        summary: 'Change any of my notification settings; answers all of them',
        body: NotificationSettingsUpdateSchema,
        response: { 200: NotificationSettingsSchema, 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request) => {
      const memberId = currentMember(request).memberId;
      const settings = await notifications.updateNotificationSettings(app.ctx.db, memberId, request.body);
      if (!settings) throw new AppError('UNAUTHORIZED', MESSAGES.accountDeleted);
      return settings;
    },
  );
};
