import { adminApi } from '@mithaq/contracts/api/admin';
import { ErrorSchema } from '@mithaq/contracts/common';
import { UserIdParamsSchema } from '@mithaq/contracts/interests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serveEndpoint } from '../../lib/endpoint-route.js';
import { currentAdmin } from '../../plugins/auth.js';
import { changeAccountStatus } from '../account-status/account-status.service.js';
import { listAudit } from '../audit/audit.service.js';
import { sendResetLinkAsStaff } from '../password/password.service.js';
import * as support from '../support/support.service.js';
import { adminPhotoSafetyRoutes } from './admin-photo-safety.routes.js';
import * as profiles from './admin-profiles.service.js';
import { adminRiskRoutes } from './admin-risk.routes.js';
import { adminSelfieRoutes } from './admin-selfies.routes.js';
import { viewGovtIdDocument } from './id-document.js';

const denied = { 401: ErrorSchema };
/** Registered under /api/admin: every route needs a staff session (`Authorization: Admin <token>`). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  await app.register(adminSelfieRoutes);
  await app.register(adminPhotoSafetyRoutes);
  await app.register(adminRiskRoutes);

  serveEndpoint(
    app,
    adminApi,
    'GET /api/admin/profiles',
    { tags: ['admin'], summary: 'Members by account status, searched by name or email fragment; 20 a page' },
    async (request) => profiles.listProfiles(app.ctx, currentAdmin(request), request.query),
  );

  serveEndpoint(
    app,
    adminApi,
    'GET /api/admin/profiles/:userId',
    { tags: ['admin'], summary: "A member's full record for staff" },
    async (request) => profiles.getMemberDetail(app.ctx, currentAdmin(request), request.params.userId),
  );

  serveEndpoint(
    app,
    adminApi,
    'POST /api/admin/profiles/:userId/status',
    { tags: ['admin'], summary: 'Activate, deactivate or delete (erase) an account' },
    async (request) => {
      await changeAccountStatus(app.ctx, currentAdmin(request), request.params.userId, request.body.status);
      return profiles.getMemberDetail(app.ctx, currentAdmin(request), request.params.userId);
    },
  );

  serveEndpoint(
    app,
    adminApi,
    'POST /api/admin/profiles/:userId/password-reset',
    { tags: ['admin'], summary: 'Email the member a link to choose a new password (staff never see it); audited' },
    async (request) => sendResetLinkAsStaff(app.ctx, currentAdmin(request), request.params.userId),
  );

  serveEndpoint(
    app,
    adminApi,
    'GET /api/admin/photos',
    { tags: ['admin'], summary: 'Photo submissions by review status' },
    async (request) => profiles.listPhotoSubmissions(app.ctx, currentAdmin(request), request.query.status),
  );

  serveEndpoint(
    app,
    adminApi,
    'POST /api/admin/photos/:userId/decision',
    { tags: ['admin'], summary: "Approve or reject the member's current photo, with notes the member sees" },
    async (request) => profiles.decideMemberPhoto(app.ctx, currentAdmin(request), request.params.userId, request.body),
  );

  serveEndpoint(
    app,
    adminApi,
    'GET /api/admin/ids',
    { tags: ['admin'], summary: 'Government ID submissions by review status' },
    async (request) => profiles.listIdSubmissions(app.ctx, currentAdmin(request), request.query.status),
  );

  serveEndpoint(
    app,
    adminApi,
    'POST /api/admin/ids/:userId/decision',
    { tags: ['admin'], summary: "Verify or reject the member's government ID (verified gives the Verified badge)" },
    async (request) => profiles.decideMemberId(app.ctx, currentAdmin(request), request.params.userId, request.body),
  );

  app.get(
    '/ids/:userId/document',
    {
      schema: {
        tags: ['admin'],
        summary: 'The ID document itself (image or PDF); each viewing is audited',
        params: UserIdParamsSchema,
        response: {
          200: z.any().describe('image/* or application/pdf bytes'),
          400: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          ...denied,
        },
      },
    },
    async (request, reply) => viewGovtIdDocument(app.ctx, currentAdmin(request), request.params.userId, reply),
  );

  serveEndpoint(
    app,
    adminApi,
    'GET /api/admin/support',
    { tags: ['admin'], summary: 'Support tickets, most urgent first, without their messages' },
    async (request) => support.listTicketsForStaff(app.ctx, request.query.status),
  );

  serveEndpoint(
    app,
    adminApi,
    'GET /api/admin/support/:id',
    { tags: ['admin'], summary: 'One ticket with its newest 50 messages (or the 50 before `before`)' },
    async (request) => support.getTicket(app.ctx, 'staff', request.params.id, request.query.before),
  );

  serveEndpoint(
    app,
    adminApi,
    'POST /api/admin/support/:id/reply',
    { tags: ['admin'], summary: 'Reply to a ticket and set its status' },
    async (request) => support.replyAsStaff(app.ctx, currentAdmin(request), request.params.id, request.body),
  );

  serveEndpoint(
    app,
    adminApi,
    'GET /api/admin/audit',
    { tags: ['admin'], summary: 'The append-only log of staff actions, newest first' },
    async (request) => listAudit(app.ctx, currentAdmin(request), request.query.page, request.query.limit),
  );
};
