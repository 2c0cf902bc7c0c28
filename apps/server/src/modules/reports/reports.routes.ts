import { adminApi } from '@mithaq/contracts/api/admin';
import { reportsApi } from '@mithaq/contracts/api/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../lib/endpoint-route.js';
import { currentAdmin, currentMember } from '../../plugins/auth.js';
import * as reports from './reports.service.js';

/** Registered under /api/reports: members report members. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    reportsApi,
    'POST /api/reports',
    {
      tags: ['reports'],
      summary: 'Report a member (reason, note, up to 10 messages of your conversation; optionally block)',
      onRequest: app.requireMember,
    },
    async (request, reply) =>
      reply.status(201).send(await reports.createReport(app.ctx, currentMember(request).memberId, request.body)),
  );

  serveEndpoint(
    app,
    reportsApi,
    'GET /api/reports',
    { tags: ['reports'], summary: 'Your reports: received, or closed', onRequest: app.requireMember },
    async (request) => reports.listOwnReports(app.ctx, currentMember(request).memberId),
  );
};

/** Registered under /api/admin/reports: the staff queue (staff sessions only). */
export const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  serveEndpoint(
    app,
    adminApi,
    'GET /api/admin/reports',
    { tags: ['admin'], summary: 'Reports, members reported by three or more people first' },
    async (request) => reports.listReportsForStaff(app.ctx, request.query.status),
  );

  serveEndpoint(
    app,
    adminApi,
    'POST /api/admin/reports/:id/decision',
    { tags: ['admin'], summary: 'Dismiss, warn (a notice on next sign-in) or deactivate, with notes' },
    async (request) => reports.decideReport(app.ctx, currentAdmin(request), request.params.id, request.body),
  );
};
