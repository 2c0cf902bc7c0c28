import { ErrorSchema, IdParamsSchema, OkSchema } from '@mithaq/contracts/common';
import { UserIdParamsSchema } from '@mithaq/contracts/interests';
import {
  PhotoAccessAskResponseSchema,
  PhotoAccessDecisionResponseSchema,
  PhotoAccessDecisionSchema,
  PhotoAccessOverviewSchema,
  PhotoAccessSettingsSchema,
  PhotoRequestParamsSchema,
  PhotoViewsQuerySchema,
  PhotoViewsSchema,
} from '@mithaq/contracts/photo-access';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember } from '../../plugins/auth.js';
import * as sharing from './photo-sharing.service.js';

const tags = ['photo-access'];

/** Under /api/profiles: `POST /api/profiles/{id}/photo-access` asks a member to share her photos. */
export const photoAskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/photo-access',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: "Ask to see a member's blurred photos clearly (10 a day; again only after 30 days)",
        params: IdParamsSchema,
        response: {
          201: PhotoAccessAskResponseSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const asked = await sharing.askForPhotos(app.ctx, currentMember(request).memberId, request.params.id);
      return reply.status(201).send(asked);
    },
  );
};

/** `/api/photo-access`: the owner's requests, grants, settings and view log (docs/decisions/0030-photo-access.md). */
export const photoAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Requests received, grants made and requests sent',
        response: { 200: PhotoAccessOverviewSchema, 401: ErrorSchema },
      },
    },
    async (request) => sharing.getOverview(app.ctx, currentMember(request).memberId),
  );

  app.get(
    '/views',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Who was given your clear photo and when (kept 90 days), newest first',
        querystring: PhotoViewsQuerySchema,
        response: { 200: PhotoViewsSchema, 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request) => sharing.listViews(app.ctx, currentMember(request).memberId, request.query),
  );

  app.put(
    '/settings',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Whether your matches see your blurred photos clearly',
        body: PhotoAccessSettingsSchema,
        response: { 200: PhotoAccessSettingsSchema, 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request) => sharing.updateSettings(app.ctx, currentMember(request).memberId, request.body),
  );

  app.post(
    '/:requestId',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Grant or decline a request to see your photos (a decline is not told)',
        params: PhotoRequestParamsSchema,
        body: PhotoAccessDecisionSchema,
        response: { 200: PhotoAccessDecisionResponseSchema, 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) =>
      sharing.decideRequest(app.ctx, currentMember(request).memberId, request.params.requestId, request.body),
  );

  app.delete(
    '/grants/:userId',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: 'Stop sharing your photos with a member: the addresses they hold stop opening at once',
        params: UserIdParamsSchema,
        response: { 200: OkSchema, 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => sharing.revokeGrant(app.ctx, currentMember(request).memberId, request.params.userId),
  );
};
