import { discoveryApi } from '@mithaq/contracts/api/discovery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../lib/endpoint-route.js';
import { currentMember } from '../../plugins/auth.js';
import { browseProfiles } from './browse.service.js';
import { explainFit } from './fit.service.js';
import { myMatches } from './my-matches.service.js';

const tags = ['discovery'];

/** Browse and search (`GET /api/profiles`, registered under /api/profiles). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    discoveryApi,
    'GET /api/profiles',
    {
      tags,
      summary: 'Browse and search profiles (filters in the address, four orders, keyset pages)',
      onRequest: app.requireMember,
    },
    async (request) => browseProfiles(app.ctx, currentMember(request), request.query),
  );
};

/** My matches and the two-way fit, under /api/discovery. */
export const discoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    discoveryApi,
    'GET /api/discovery/matches',
    {
      tags,
      summary: "Members who pass both sides' musts, best fit first, widened when too few",
      onRequest: app.requireMember,
    },
    async (request) => myMatches(app.ctx, currentMember(request), request.query),
  );

  serveEndpoint(
    app,
    discoveryApi,
    'GET /api/discovery/fit/:id',
    { tags, summary: 'How the two fit: your preferences one by one, theirs as a count', onRequest: app.requireMember },
    async (request) => explainFit(app.ctx, currentMember(request).memberId, request.params.id),
  );
};
