import { ADMIN_SETUP_KEY_HEADER } from '@mithaq/contracts/admin';
import { adminApi } from '@mithaq/contracts/api/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../lib/endpoint-route.js';
import { currentAdmin } from '../../plugins/auth.js';
import * as auth from './admin-auth.service.js';

/** Registered under /api/admin/auth: the staff realm (spec section 6). */
export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    adminApi,
    'POST /api/admin/auth/register',
    {
      tags: ['admin'],
      summary: `Create a staff account (header ${ADMIN_SETUP_KEY_HEADER}: the ADMIN_SETUP_KEY setting)`,
    },
    async (request, reply) => {
      const key = request.headers[ADMIN_SETUP_KEY_HEADER];
      const admin = await auth.registerAdmin(
        app.ctx,
        request.body,
        typeof key === 'string' ? key : undefined,
        request.ip,
      );
      return reply.status(201).send(admin);
    },
  );

  serveEndpoint(
    app,
    adminApi,
    'POST /api/admin/auth/login',
    { tags: ['admin'], summary: 'Staff sign-in' },
    async (request) => auth.loginAdmin(app.ctx, request.body, request.ip),
  );

  serveEndpoint(
    app,
    adminApi,
    'GET /api/admin/auth/me',
    { tags: ['admin'], summary: 'The signed-in staff member', onRequest: app.requireAdmin },
    async (request) => auth.getAdmin(app.ctx, currentAdmin(request).adminId),
  );

  serveEndpoint(
    app,
    adminApi,
    'POST /api/admin/auth/logout',
    { tags: ['admin'], summary: 'End this staff session', onRequest: app.requireAdmin },
    async (request) => {
      await auth.logoutAdmin(app.ctx, currentAdmin(request).sessionId);
      return { ok: true as const };
    },
  );
};
