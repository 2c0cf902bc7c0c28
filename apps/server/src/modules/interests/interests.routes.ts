import { ErrorSchema, IdParamsSchema } from '@mithaq/contracts/common';
import {
  InterestDecisionResponseSchema,
  InterestsResponseSchema,
  SendInterestBodySchema,
  SendInterestResponseSchema,
} from '@mithaq/contracts/interests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember } from '../../plugins/auth.js';
import * as interests from './interests.service.js';

const decisionResponse = { 200: InterestDecisionResponseSchema, 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema };

/** Registered under /api/profiles, before the profile routes (spec section 7). */
export const interestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/interests',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['interests'],
        summary: 'Received, sent and accepted interests',
        response: { 200: InterestsResponseSchema, 401: ErrorSchema },
      },
    },
    async (request) => interests.listInterests(app.ctx, currentMember(request).memberId),
  );

  app.post(
    '/:id/interest',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['interests'],
        summary: 'Send an interest (the sender is the signed-in member; fromUserId is ignored)',
        params: IdParamsSchema,
        body: SendInterestBodySchema,
        response: {
          201: SendInterestResponseSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await interests.sendInterest(app.ctx, currentMember(request).memberId, request.params.id)),
  );

  app.post(
    '/:id/accept-interest',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['interests'],
        summary: 'Accept a pending interest from this member (makes a match)',
        params: IdParamsSchema,
        response: decisionResponse,
      },
    },
    async (request) =>
      interests.decideInterest(app.ctx, currentMember(request).memberId, request.params.id, 'accepted'),
  );

  app.post(
    '/:id/decline-interest',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['interests'],
        summary: 'Decline a pending interest from this member',
        params: IdParamsSchema,
        response: decisionResponse,
      },
    },
    async (request) =>
      interests.decideInterest(app.ctx, currentMember(request).memberId, request.params.id, 'declined'),
  );
};
