import { visitsApi } from '@mithaq/contracts/api/visits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../lib/endpoint-route.js';
import { currentMember } from '../../plugins/auth.js';
import * as visits from './visits.service.js';

const tags = ['visits'];

/** Registered under /api/me: who viewed me, and what others see of my browsing. */
export const visitsRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    visitsApi,
    'GET /api/me/visitors',
    {
      tags,
      summary: 'Who viewed my profile in the last 90 days: names for premium, the count for free members',
      onRequest: app.requireMember,
    },
    async (request) => visits.listVisitors(app.ctx, currentMember(request).memberId, request.query.cursor),
  );

  serveEndpoint(
    app,
    visitsApi,
    'GET /api/me/visibility',
    { tags, summary: 'Incognito, and whether my visits and my activity are shown', onRequest: app.requireMember },
    async (request) => visits.getVisibility(app.ctx, currentMember(request).memberId),
  );

  serveEndpoint(
    app,
    visitsApi,
    'PUT /api/me/visibility',
    {
      tags,
      summary: 'Turn incognito (premium) on or off, and show or hide my visits and my activity (reciprocal)',
      onRequest: app.requireMember,
    },
    async (request) => visits.setVisibility(app.ctx, currentMember(request).memberId, request.body),
  );
};
