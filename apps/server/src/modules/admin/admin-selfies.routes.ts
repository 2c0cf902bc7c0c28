import { adminApi } from '@mithaq/contracts/api/admin';
import { ErrorSchema } from '@mithaq/contracts/common';
import { UserIdParamsSchema } from '@mithaq/contracts/interests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serveEndpoint } from '../../lib/endpoint-route.js';
import { currentAdmin } from '../../plugins/auth.js';
import { decideSelfie, listSelfieSubmissions, viewSelfieImage } from './selfie-review.service.js';

/** Registered inside the staff routes (under /api/admin, behind their staff session check). */
export const adminSelfieRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    adminApi,
    'GET /api/admin/selfies',
    { tags: ['admin'], summary: 'Selfie approval: selfies with the pose asked and the current profile photos' },
    async (request) => listSelfieSubmissions(app.ctx, currentAdmin(request), request.query.status),
  );

  serveEndpoint(
    app,
    adminApi,
    'POST /api/admin/selfies/:userId/decision',
    {
      tags: ['admin'],
      summary: "Verify or reject the member's selfie against their photos, with notes the member sees",
    },
    async (request) => decideSelfie(app.ctx, currentAdmin(request), request.params.userId, request.body),
  );

  app.get(
    '/selfies/:userId/image',
    {
      schema: {
        tags: ['admin'],
        summary: 'The selfie image itself, decrypted, never cached; each viewing is audited',
        params: UserIdParamsSchema,
        response: {
          200: z.any().describe('image/webp bytes'),
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => viewSelfieImage(app.ctx, currentAdmin(request), request.params.userId, reply),
  );
};
