import { ErrorSchema, HealthSchema, LivenessSchema, ReadinessSchema } from '@mithaq/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkHealth, checkReadiness } from './health.service.js';

const tags = ['health'];

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: '200 only when the database answers',
        response: { 200: HealthSchema, 503: ErrorSchema },
      },
    },
    async () => checkHealth(app.ctx),
  );

  app.get(
    '/live',
    {
      schema: {
        tags,
        summary: 'Liveness: 200 while the process answers; the database is not asked',
        response: { 200: LivenessSchema },
      },
    },
    async () => ({ status: 'live' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags,
        summary: 'Readiness: 200 when the database answers and is migrated; 503 while the instance stops',
        response: { 200: ReadinessSchema, 503: ErrorSchema },
      },
    },
    async () => checkReadiness(app.ctx, app.lifecycle.isDraining),
  );
};
