import { ErrorSchema } from '@mithaq/contracts/common';
import { UserIdParamsSchema } from '@mithaq/contracts/interests';
import { SelfieDecisionSchema, SelfieReviewQuerySchema, SelfieSubmissionSchema } from '@mithaq/contracts/selfie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentAdmin } from '../../plugins/auth.js';
import { decideSelfie, listSelfieSubmissions, viewSelfieImage } from './selfie-review.service.js';

/** Registered inside the staff routes (under /api/admin, behind their staff session check). */
export const adminSelfieRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/selfies',
    {
      schema: {
        tags: ['admin'],
        summary: 'Selfie approval: selfies with the pose asked and the current profile photos',
        querystring: SelfieReviewQuerySchema,
        response: { 200: z.array(SelfieSubmissionSchema), 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request) => listSelfieSubmissions(app.ctx, currentAdmin(request), request.query.status),
  );

  app.post(
    '/selfies/:userId/decision',
    {
      schema: {
        tags: ['admin'],
        summary: "Verify or reject the member's selfie against their photos, with notes the member sees",
        params: UserIdParamsSchema,
        body: SelfieDecisionSchema,
        response: {
          200: SelfieSubmissionSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
        },
      },
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
