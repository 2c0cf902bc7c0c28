import { ErrorSchema, MetricsTextSchema } from '@mithaq/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assertMetricsAccess } from './metrics.service.js';

/** GET /metrics: this instance's Prometheus metrics (plugins/metrics.ts), for the operator's scraper. */
export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/metrics',
    {
      onRequest: async (request, reply) => {
        // RFC 9110 section 11.6.1: a 401 names the scheme it wants.
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        assertMetricsAccess(app.ctx.config.metricsToken, request.headers.authorization);
        reply.removeHeader('www-authenticate');
      },
      schema: {
        tags: ['health'],
        summary: 'Prometheus metrics, with Authorization: Bearer <METRICS_TOKEN>; 404 when that is unset',
        response: { 200: MetricsTextSchema, 401: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (_request, reply) => reply.type(app.metrics.contentType).send(await app.metrics.metrics()),
  );
};
