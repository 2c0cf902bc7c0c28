import { photoAccessApi } from '@mithaq/contracts/api/photo-access';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../lib/endpoint-route.js';
import { currentMember } from '../../plugins/auth.js';
import * as sharing from './photo-sharing.service.js';

const tags = ['photo-access'];

/** Under /api/profiles: `POST /api/profiles/{id}/photo-access` asks a member to share her photos. */
export const photoAskRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    photoAccessApi,
    'POST /api/profiles/:id/photo-access',
    {
      tags: tags,
      summary: "Ask to see a member's blurred photos clearly (10 a day; again only after 30 days)",
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const asked = await sharing.askForPhotos(app.ctx, currentMember(request).memberId, request.params.id);
      return reply.status(201).send(asked);
    },
  );
};

/** `/api/photo-access`: the owner's requests, grants, settings and view log (docs/decisions/0030-photo-access.md). */
export const photoAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    photoAccessApi,
    'GET /api/photo-access',
    { tags: tags, summary: 'Requests received, grants made and requests sent', onRequest: app.requireMember },
    async (request) => sharing.getOverview(app.ctx, currentMember(request).memberId),
  );

  serveEndpoint(
    app,
    photoAccessApi,
    'GET /api/photo-access/views',
    {
      tags: tags,
      summary: 'Who was given your clear photo and when (kept 90 days), newest first',
      onRequest: app.requireMember,
    },
    async (request) => sharing.listViews(app.ctx, currentMember(request).memberId, request.query),
  );

  serveEndpoint(
    app,
    photoAccessApi,
    'PUT /api/photo-access/settings',
    { tags: tags, summary: 'Whether your matches see your blurred photos clearly', onRequest: app.requireMember },
    async (request) => sharing.updateSettings(app.ctx, currentMember(request).memberId, request.body),
  );

  serveEndpoint(
    app,
    photoAccessApi,
    'POST /api/photo-access/:requestId',
    {
      tags: tags,
      summary: 'Grant or decline a request to see your photos (a decline is not told)',
      onRequest: app.requireMember,
    },
    async (request) =>
      sharing.decideRequest(app.ctx, currentMember(request).memberId, request.params.requestId, request.body),
  );

  serveEndpoint(
    app,
    photoAccessApi,
    'DELETE /api/photo-access/grants/:userId',
    {
      tags: tags,
      summary: 'Stop sharing your photos with a member: the addresses they hold stop opening at once',
      onRequest: app.requireMember,
    },
    async (request) => sharing.revokeGrant(app.ctx, currentMember(request).memberId, request.params.userId),
  );
};
