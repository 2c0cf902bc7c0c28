import { ErrorSchema, IdParamsSchema } from '@mithaq/contracts/common';
import {
  AdminReportListSchema,
  AdminReportQuerySchema,
  CreateReportResponseSchema,
  CreateReportSchema,
  OwnReportListSchema,
  REPORT_STATUSES,
  ReportDecisionSchema,
} from '@mithaq/contracts/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAdmin, currentMember } from '../../plugins/auth.js';
import * as reports from './reports.service.js';

/** Registered under /api/reports: members report members. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['reports'],
        summary: 'Report a member (reason, note, up to 10 messages of your conversation; optionally block)',
        body: CreateReportSchema,
        response: {
          201: CreateReportResponseSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          404: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await reports.createReport(app.ctx, currentMember(request).memberId, request.body)),
  );

  app.get(
    '',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['reports'],
        summary: 'Your reports: received, or closed',
        response: { 200: OwnReportListSchema, 401: ErrorSchema },
      },
    },
    async (request) => reports.listOwnReports(app.ctx, currentMember(request).memberId),
  );
};

/** Registered under /api/admin/reports: the staff queue (staff sessions only). */
export const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reports, members reported by three or more people first',
        querystring: AdminReportQuerySchema,
        response: { 200: AdminReportListSchema, 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request) => reports.listReportsForStaff(app.ctx, request.query.status),
  );

  app.post(
    '/:id/decision',
    {
      schema: {
        tags: ['admin'],
        summary: 'Dismiss, warn (a notice on next sign-in) or deactivate, with notes',
        params: IdParamsSchema,
        body: ReportDecisionSchema,
        response: {
          200: z.object({ _id: z.string(), status: z.enum(REPORT_STATUSES) }),
          400: ErrorSchema,
          401: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
    },
    async (request) => reports.decideReport(app.ctx, currentAdmin(request), request.params.id, request.body),
  );
};
