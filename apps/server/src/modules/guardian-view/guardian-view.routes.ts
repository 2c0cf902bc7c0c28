import { ErrorSchema, OkSchema } from '@mithaq/contracts/common';
import {
  GuardianConversationsResponseSchema,
  GuardianDailyEmailSchema,
  GuardianExchangeSchema,
  GuardianMatchesResponseSchema,
  GuardianSessionResponseSchema,
  GuardianThreadResponseSchema,
  GuardianUnsubscribeResponseSchema,
  GuardianUnsubscribeSchema,
  GuardianViewMeSchema,
} from '@mithaq/contracts/guardians';
import { UserIdParamsSchema } from '@mithaq/contracts/interests';
import { ThreadQuerySchema } from '@mithaq/contracts/messaging';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentGuardian } from '../../plugins/auth.js';
import * as session from '../guardians/guardian-session.service.js';
import * as view from './guardian-view.service.js';

const guardianErrors = { 401: ErrorSchema };

/**
 * Registered under /api/guardian-view: the guardian's realm, reached only with `Authorization:
 * Guardian <token>`. Reads only; besides opening and closing the session, the guardian's one change is
 * their own daily email (docs/decisions/0031-guardian-wali-with-consent.md).
 */
export const guardianViewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/session',
    {
      schema: {
        tags: ['guardian view'],
        summary: "Exchange the emailed link's token for a guardian session",
        body: GuardianExchangeSchema,
        response: {
          200: GuardianSessionResponseSchema,
          400: ErrorSchema,
          ...guardianErrors,
          410: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request) => session.openGuardianSession(app.ctx, request.body.token, request.ip),
  );

  app.delete(
    '/session',
    {
      onRequest: app.requireGuardian,
      schema: {
        tags: ['guardian view'],
        summary: 'Sign out of the guardian view',
        response: { 200: OkSchema, ...guardianErrors },
      },
    },
    async (request) => {
      await session.closeGuardianSession(app.ctx, currentGuardian(request));
      return { ok: true as const };
    },
  );

  app.get(
    '/me',
    {
      onRequest: app.requireGuardian,
      schema: {
        tags: ['guardian view'],
        summary: 'Who the guardian is and whose account they see',
        response: { 200: GuardianViewMeSchema, ...guardianErrors },
      },
    },
    async (request) => session.getGuardianMe(app.ctx, currentGuardian(request)),
  );

  app.put(
    '/daily-email',
    {
      onRequest: app.requireGuardian,
      schema: {
        tags: ['guardian view'],
        summary: "Turn the guardian's daily summary email on or off",
        body: GuardianDailyEmailSchema,
        response: { 200: GuardianViewMeSchema, 400: ErrorSchema, ...guardianErrors },
      },
    },
    async (request) => session.setGuardianDailyEmail(app.ctx, currentGuardian(request), request.body.dailyEmail),
  );

  app.post(
    '/unsubscribe',
    {
      schema: {
        tags: ['guardian view'],
        summary: "The daily email's unsubscribe link: turns that email off, no session needed",
        body: GuardianUnsubscribeSchema,
        response: { 200: GuardianUnsubscribeResponseSchema, 400: ErrorSchema },
      },
    },
    async (request) => session.unsubscribeGuardian(app.ctx, request.body.token),
  );

  app.get(
    '/matches',
    {
      onRequest: app.requireGuardian,
      schema: {
        tags: ['guardian view'],
        summary: "The member's matches, newest first",
        response: { 200: GuardianMatchesResponseSchema, ...guardianErrors },
      },
    },
    async (request) => view.listGuardianMatches(app.ctx, currentGuardian(request)),
  );

  app.get(
    '/conversations',
    {
      onRequest: app.requireGuardian,
      schema: {
        tags: ['guardian view'],
        summary: "The member's conversations whose other member acknowledged the guardian",
        response: { 200: GuardianConversationsResponseSchema, ...guardianErrors },
      },
    },
    async (request) => view.listGuardianConversations(app.ctx, currentGuardian(request)),
  );

  app.get(
    '/conversations/:userId',
    {
      onRequest: app.requireGuardian,
      schema: {
        tags: ['guardian view'],
        summary: 'One acknowledged conversation, read-only, as the member may read it (reads nothing as read)',
        params: UserIdParamsSchema,
        querystring: ThreadQuerySchema,
        response: { 200: GuardianThreadResponseSchema, 400: ErrorSchema, ...guardianErrors, 404: ErrorSchema },
      },
    },
    async (request) =>
      view.getGuardianThread(app.ctx, currentGuardian(request), request.params.userId, request.query.before),
  );
};
