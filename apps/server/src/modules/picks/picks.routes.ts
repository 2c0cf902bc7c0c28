import { picksApi } from '@mithaq/contracts/api/picks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../lib/endpoint-route.js';
import { currentMember } from '../../plugins/auth.js';
import { todaysPicks } from './picks.service.js';

/** Registered under /api/picks. */
export const picksRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    picksApi,
    'GET /api/picks/today',
    {
      tags: ['picks'],
      summary: "Today's picks: members chosen for me this morning from My matches, best fit first",
      onRequest: app.requireMember,
    },
    async (request) => todaysPicks(app.ctx, currentMember(request).memberId),
  );
};
