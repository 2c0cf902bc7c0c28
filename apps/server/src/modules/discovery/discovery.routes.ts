import { discoveryApi } from '@mithaq/contracts/api/discovery';
import { shortlistApi } from '@mithaq/contracts/api/shortlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../lib/endpoint-route.js';
import { currentMember } from '../../plugins/auth.js';
import { browseProfiles } from './browse.service.js';
import { explainFit } from './fit.service.js';
import { myMatches } from './my-matches.service.js';
import { savedList } from './saved-list.service.js';

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

/** The Saved list as cards (under /api/shortlist; saving and notes are shortlist's routes). */
export const savedListRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    shortlistApi,
    'GET /api/shortlist',
    { tags, summary: 'My Saved list with my notes, most recently saved first', onRequest: app.requireMember },
    async (request) => savedList(app.ctx, currentMember(request).memberId, request.query.cursor),
  );
};
