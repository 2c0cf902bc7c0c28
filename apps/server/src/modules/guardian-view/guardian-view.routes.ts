import { guardianViewApi } from '@mithaq/contracts/api/guardian-view';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../lib/endpoint-route.js';
import { currentGuardian } from '../../plugins/auth.js';
import * as session from '../guardians/guardian-session.service.js';
import * as view from './guardian-view.service.js';

/**
 * Registered under /api/guardian-view: the guardian's realm, reached only with `Authorization:
 * Guardian <token>`. Reads only; besides opening and closing the session, the guardian's one change is
 * their own daily email (docs/decisions/0031-guardian-wali-with-consent.md).
 */
export const guardianViewRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    guardianViewApi,
    'POST /api/guardian-view/session',
    { tags: ['guardian view'], summary: "Exchange the emailed link's token for a guardian session" },
    async (request) => session.openGuardianSession(app.ctx, request.body.token, request.ip),
  );

  serveEndpoint(
    app,
    guardianViewApi,
    'DELETE /api/guardian-view/session',
    { tags: ['guardian view'], summary: 'Sign out of the guardian view', onRequest: app.requireGuardian },
    async (request) => {
      await session.closeGuardianSession(app.ctx, currentGuardian(request));
      return { ok: true as const };
    },
  );

  serveEndpoint(
    app,
    guardianViewApi,
    'GET /api/guardian-view/me',
    {
      tags: ['guardian view'],
      summary: 'Who the guardian is and whose account they see',
      onRequest: app.requireGuardian,
    },
    async (request) => session.getGuardianMe(app.ctx, currentGuardian(request)),
  );

  serveEndpoint(
    app,
    guardianViewApi,
    'PUT /api/guardian-view/daily-email',
    {
      tags: ['guardian view'],
      summary: "Turn the guardian's daily summary email on or off",
      onRequest: app.requireGuardian,
    },
    async (request) => session.setGuardianDailyEmail(app.ctx, currentGuardian(request), request.body.dailyEmail),
  );

  serveEndpoint(
    app,
    guardianViewApi,
    'POST /api/guardian-view/unsubscribe',
    { tags: ['guardian view'], summary: "The daily email's unsubscribe link: turns that email off, no session needed" },
    async (request) => session.unsubscribeGuardian(app.ctx, request.body.token),
  );

  serveEndpoint(
    app,
    guardianViewApi,
    'GET /api/guardian-view/matches',
    { tags: ['guardian view'], summary: "The member's matches, newest first", onRequest: app.requireGuardian },
    async (request) => view.listGuardianMatches(app.ctx, currentGuardian(request)),
  );

  serveEndpoint(
    app,
    guardianViewApi,
    'GET /api/guardian-view/conversations',
    {
      tags: ['guardian view'],
      summary: "The member's conversations whose other member acknowledged the guardian",
      onRequest: app.requireGuardian,
    },
    async (request) => view.listGuardianConversations(app.ctx, currentGuardian(request)),
  );

  serveEndpoint(
    app,
    guardianViewApi,
    'GET /api/guardian-view/conversations/:userId',
    {
      tags: ['guardian view'],
      summary: 'One acknowledged conversation, read-only, as the member may read it (reads nothing as read)',
      onRequest: app.requireGuardian,
    },
    async (request) =>
      view.getGuardianThread(app.ctx, currentGuardian(request), request.params.userId, request.query.before),
  );
};
