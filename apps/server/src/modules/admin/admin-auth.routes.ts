import {
  ADMIN_SETUP_KEY_HEADER,
  AdminLoginSchema,
  AdminRegisterSchema,
  AdminSchema,
  AdminSessionSchema,
} from '@mithaq/contracts/admin';
import { ErrorSchema, OkSchema } from '@mithaq/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentAdmin } from '../../plugins/auth.js';
import * as auth from './admin-auth.service.js';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 429: ErrorSchema };

/** Registered under /api/admin/auth: the staff realm (spec section 6). */
export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      schema: {
        tags: ['admin'],
        summary: `Create a staff account (header ${ADMIN_SETUP_KEY_HEADER}: the ADMIN_SETUP_KEY setting)`,
        body: AdminRegisterSchema,
        response: { 201: AdminSchema, ...errors, 403: ErrorSchema, 409: ErrorSchema },
      },
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

  app.post(
    '/login',
    {
      schema: {
        tags: ['admin'],
        summary: 'Staff sign-in',
        body: AdminLoginSchema,
        response: { 200: AdminSessionSchema, ...errors },
      },
    },
    async (request) => auth.loginAdmin(app.ctx, request.body, request.ip),
  );

  app.get(
    '/me',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The signed-in staff member',
        response: { 200: AdminSchema, 401: ErrorSchema },
      },
    },
    async (request) => auth.getAdmin(app.ctx, currentAdmin(request).adminId),
  );

  app.post(
    '/logout',
    {
      onRequest: app.requireAdmin,
      schema: { tags: ['admin'], summary: 'End this staff session', response: { 200: OkSchema, 401: ErrorSchema } },
    },
    async (request) => {
      await auth.logoutAdmin(app.ctx, currentAdmin(request).sessionId);
      return { ok: true as const };
    },
  );
};
