import {
  AccountStatusChangeSchema,
  AdminMemberDetailSchema,
  AdminProfileListSchema,
  AdminProfilesQuerySchema,
  AuditListSchema,
  AuditQuerySchema,
  IdDecisionSchema,
  IdReviewQuerySchema,
  IdSubmissionSchema,
  PhotoReviewQuerySchema,
  PhotoSubmissionSchema,
} from '@mithaq/contracts/admin';
import { ErrorSchema } from '@mithaq/contracts/common';
import { UserIdParamsSchema } from '@mithaq/contracts/interests';
import { PhotoDecisionSchema } from '@mithaq/contracts/media';
import { PasswordMessageSchema } from '@mithaq/contracts/password';
import {
  AdminSupportQuerySchema,
  AdminTicketReplySchema,
  TicketListSchema,
  TicketParamsSchema,
  TicketQuerySchema,
  TicketSchema,
} from '@mithaq/contracts/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAdmin } from '../../plugins/auth.js';
import { changeAccountStatus } from '../account-status/account-status.service.js';
import { listAudit } from '../audit/audit.service.js';
import { sendResetLinkAsStaff } from '../password/password.service.js';
import * as support from '../support/support.service.js';
import * as profiles from './admin-profiles.service.js';
import { adminSelfieRoutes } from './admin-selfies.routes.js';
import { viewGovtIdDocument } from './id-document.js';

const denied = { 401: ErrorSchema };
const decisionErrors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };

/** Registered under /api/admin: every route needs a staff session (`Authorization: Admin <token>`). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  await app.register(adminSelfieRoutes);

  app.get(
    '/profiles',
    {
      schema: {
        tags: ['admin'],
        summary: 'Members by account status, searched by name or email fragment; 20 a page',
        querystring: AdminProfilesQuerySchema,
        response: { 200: AdminProfileListSchema, 400: ErrorSchema, ...denied },
      },
    },
    async (request) => profiles.listProfiles(app.ctx, currentAdmin(request), request.query),
  );

  app.get(
    '/profiles/:userId',
    {
      schema: {
        tags: ['admin'],
        summary: "A member's full record for staff",
        params: UserIdParamsSchema,
        response: { 200: AdminMemberDetailSchema, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request) => profiles.getMemberDetail(app.ctx, currentAdmin(request), request.params.userId),
  );

  app.post(
    '/profiles/:userId/status',
    {
      schema: {
        tags: ['admin'],
        summary: 'Activate, deactivate or delete (erase) an account',
        params: UserIdParamsSchema,
        body: AccountStatusChangeSchema,
        response: { 200: AdminMemberDetailSchema, ...decisionErrors },
      },
    },
    async (request) => {
      await changeAccountStatus(app.ctx, currentAdmin(request), request.params.userId, request.body.status);
      return profiles.getMemberDetail(app.ctx, currentAdmin(request), request.params.userId);
    },
  );

  app.post(
    '/profiles/:userId/password-reset',
    {
      schema: {
        tags: ['admin'],
        summary: 'Email the member a link to choose a new password (staff never see it); audited',
        params: UserIdParamsSchema,
        response: { 200: PasswordMessageSchema, ...decisionErrors, 429: ErrorSchema },
      },
    },
    async (request) => sendResetLinkAsStaff(app.ctx, currentAdmin(request), request.params.userId),
  );

  app.get(
    '/photos',
    {
      schema: {
        tags: ['admin'],
        summary: 'Photo submissions by review status',
        querystring: PhotoReviewQuerySchema,
        response: { 200: z.array(PhotoSubmissionSchema), 400: ErrorSchema, ...denied },
      },
    },
    async (request) => profiles.listPhotoSubmissions(app.ctx, request.query.status),
  );

  app.post(
    '/photos/:userId/decision',
    {
      schema: {
        tags: ['admin'],
        summary: "Approve or reject the member's current photo, with notes the member sees",
        params: UserIdParamsSchema,
        body: PhotoDecisionSchema,
        response: { 200: PhotoSubmissionSchema, ...decisionErrors },
      },
    },
    async (request) => profiles.decideMemberPhoto(app.ctx, currentAdmin(request), request.params.userId, request.body),
  );

  app.get(
    '/ids',
    {
      schema: {
        tags: ['admin'],
        summary: 'Government ID submissions by review status',
        querystring: IdReviewQuerySchema,
        response: { 200: z.array(IdSubmissionSchema), 400: ErrorSchema, ...denied },
      },
    },
    async (request) => profiles.listIdSubmissions(app.ctx, currentAdmin(request), request.query.status),
  );

  app.post(
    '/ids/:userId/decision',
    {
      schema: {
        tags: ['admin'],
        summary: "Verify or reject the member's government ID (verified gives the Verified badge)",
        params: UserIdParamsSchema,
        body: IdDecisionSchema,
        response: { 200: IdSubmissionSchema, ...decisionErrors, 403: ErrorSchema },
      },
    },
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

  app.get(
    '/support',
    {
      schema: {
        tags: ['admin'],
        summary: 'Support tickets, most urgent first, without their messages',
        querystring: AdminSupportQuerySchema,
        response: { 200: TicketListSchema, 400: ErrorSchema, ...denied },
      },
    },
    async (request) => support.listTicketsForStaff(app.ctx, request.query.status),
  );

  app.get(
    '/support/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One ticket with its newest 50 messages (or the 50 before `before`)',
        params: TicketParamsSchema,
        querystring: TicketQuerySchema,
        response: { 200: TicketSchema, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request) => support.getTicket(app.ctx, 'staff', request.params.id, request.query.before),
  );

  app.post(
    '/support/:id/reply',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reply to a ticket and set its status',
        params: TicketParamsSchema,
        body: AdminTicketReplySchema,
        response: { 200: TicketSchema, 400: ErrorSchema, 404: ErrorSchema, ...denied },
      },
    },
    async (request) => support.replyAsStaff(app.ctx, currentAdmin(request), request.params.id, request.body),
  );

  app.get(
    '/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'The append-only log of staff actions, newest first',
        querystring: AuditQuerySchema,
        response: { 200: AuditListSchema, 400: ErrorSchema, ...denied },
      },
    },
    async (request) => listAudit(app.ctx, currentAdmin(request), request.query.page, request.query.limit),
  );
};
