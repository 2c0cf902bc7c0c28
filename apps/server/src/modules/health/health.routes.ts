import { healthApi } from '@mithaq/contracts/api/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../lib/endpoint-route.js';
import { checkHealth, checkReadiness } from './health.service.js';

const tags = ['health'];

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(app, healthApi, 'GET /api/health', { tags, summary: '200 only when the database answers' }, async () =>
    checkHealth(app.ctx),
  );

  serveEndpoint(
    app,
    healthApi,
    'GET /api/health/live',
    { tags, summary: 'Liveness: 200 while the process answers; the database is not asked' },
    async () => ({ status: 'live' as const }),
  );

  serveEndpoint(
    app,
    healthApi,
    'GET /api/health/ready',
    { tags, summary: 'Readiness: 200 when the database answers and is migrated; 503 while the instance stops' },
    async () => checkReadiness(app.ctx, app.lifecycle.isDraining),
  );
};
