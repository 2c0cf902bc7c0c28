import { shortlistApi } from '@mithaq/contracts/api/shortlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../lib/endpoint-route.js';
import { currentMember } from '../../plugins/auth.js';
import * as shortlist from './shortlist.service.js';

const tags = ['shortlist'];

/** Saving members (under /api/shortlist; the list itself is drawn by discovery, which draws cards). */
export const shortlistRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    shortlistApi,
    'PUT /api/shortlist/:id',
    {
      tags,
      summary: 'Save a member to my Saved list, or change my private note on them',
      onRequest: app.requireMember,
    },
    async (request) =>
      shortlist.saveMember(app.ctx, currentMember(request).memberId, request.params.id, request.body.note),
  );

  serveEndpoint(
    app,
    shortlistApi,
    'DELETE /api/shortlist/:id',
    { tags, summary: 'Remove a member from my Saved list (the note goes too)', onRequest: app.requireMember },
    async (request) => shortlist.unsaveMember(app.ctx, currentMember(request).memberId, request.params.id),
  );
};

/** "Not interested" and its undo (under /api/not-interested). */
export const notInterestedRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    shortlistApi,
    'GET /api/not-interested',
    { tags, summary: 'Members I marked "not interested", most recent first', onRequest: app.requireMember },
    async (request) => shortlist.listNotInterested(app.ctx, currentMember(request).memberId, request.query.cursor),
  );

  serveEndpoint(
    app,
    shortlistApi,
    'PUT /api/not-interested/:id',
    {
      tags,
      summary: 'Never show me this member again in browse, search, My matches, picks or alerts (not a block)',
      onRequest: app.requireMember,
    },
    async (request) => shortlist.markNotInterested(app.ctx, currentMember(request).memberId, request.params.id),
  );

  serveEndpoint(
    app,
    shortlistApi,
    'DELETE /api/not-interested/:id',
    { tags, summary: 'Undo "not interested"', onRequest: app.requireMember },
    async (request) => shortlist.undoNotInterested(app.ctx, currentMember(request).memberId, request.params.id),
  );
};
