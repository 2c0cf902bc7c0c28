import { ErrorSchema } from '@mithaq/contracts/common';
import { MAX_PHOTO_BYTES } from '@mithaq/contracts/media';
import { ReviewPreferencesSchema, SelfieChallengeSchema, SelfieStatusSchema } from '@mithaq/contracts/selfie';
import { VerificationStatusSchema } from '@mithaq/contracts/verification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember } from '../../plugins/auth.js';
import { issueChallenge, uploadSelfie } from './selfie.service.js';
import { readSelfieParts } from './selfie-part.js';
import { setReviewPreferences } from './verification.service.js';

/**
 * Registered inside the verification routes (under /api/verify, with their multipart parser): the
 * selfie check and who may review the member's documents (docs/decisions/0033-selfie-verification.md).
 */
export const selfieRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = { onRequest: app.requireMember };

  app.get(
    '/selfie/challenge',
    {
      ...member,
      schema: {
        tags: ['verification'],
        summary: 'A pose to hold in the selfie, chosen by the server; valid 10 minutes, replaces any earlier one',
        response: { 200: SelfieChallengeSchema, 401: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => issueChallenge(app.ctx, currentMember(request).memberId),
  );

  app.post(
    '/selfie',
    {
      ...member,
      schema: {
        tags: ['verification'],
        summary: `Send the selfie (multipart: file, an image up to ${MAX_PHOTO_BYTES / 1024 / 1024} MB; challengeId)`,
        consumes: ['multipart/form-data'],
        response: {
          201: SelfieStatusSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          404: ErrorSchema,
          409: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const status = await uploadSelfie(app.ctx, currentMember(request).memberId, () => readSelfieParts(request));
      return reply.status(201).send(status);
    },
  );

  app.put(
    '/preferences',
    {
      ...member,
      schema: {
        tags: ['verification'],
        summary: 'Ask that only women staff review your selfie and ID',
        body: ReviewPreferencesSchema,
        response: { 200: VerificationStatusSchema, 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request) => setReviewPreferences(app.ctx, currentMember(request).memberId, request.body),
  );
};
