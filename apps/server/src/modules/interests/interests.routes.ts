import { interestsApi } from '@mithaq/contracts/api/interests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../lib/endpoint-route.js';
import { currentMember } from '../../plugins/auth.js';
import * as interests from './interests.service.js';

/** Registered under /api/profiles, before the profile routes (spec section 7). */
export const interestRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    interestsApi,
    'GET /api/profiles/interests',
    { tags: ['interests'], summary: 'Received, sent and accepted interests', onRequest: app.requireMember },
    async (request) => interests.listInterests(app.ctx, currentMember(request).memberId),
  );

  serveEndpoint(
    app,
    interestsApi,
    'POST /api/profiles/:id/interest',
    {
      tags: ['interests'],
      summary: 'Send an interest (the sender is the signed-in member; fromUserId is ignored)',
      onRequest: app.requireMember,
    },
    async (request, reply) =>
      reply.status(201).send(await interests.sendInterest(app.ctx, currentMember(request).memberId, request.params.id)),
  );

  serveEndpoint(
    app,
    interestsApi,
    'POST /api/profiles/:id/accept-interest',
    {
      tags: ['interests'],
      summary: 'Accept a pending interest from this member (makes a match)',
      onRequest: app.requireMember,
    },
    async (request) =>
      interests.decideInterest(app.ctx, currentMember(request).memberId, request.params.id, 'accepted'),
  );

  serveEndpoint(
    app,
    interestsApi,
    'POST /api/profiles/:id/decline-interest',
    { tags: ['interests'], summary: 'Decline a pending interest from this member', onRequest: app.requireMember },
    async (request) =>
      interests.decideInterest(app.ctx, currentMember(request).memberId, request.params.id, 'declined'),
  );
};
