import { verificationApi } from '@mithaq/contracts/api/verification';
import { MAX_PHOTO_BYTES } from '@mithaq/contracts/media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../lib/endpoint-route.js';
import { currentMember } from '../../plugins/auth.js';
import { issueChallenge, uploadSelfie } from './selfie.service.js';
import { readSelfieParts } from './selfie-part.js';
import { setReviewPreferences } from './verification.service.js';

/**
 * Registered inside the verification routes (under /api/verify, with their multipart parser): the
 * selfie check and who may review the member's documents (docs/decisions/0033-selfie-verification.md).
 */
export const selfieRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    verificationApi,
    'GET /api/verify/selfie/challenge',
    {
      tags: ['verification'],
      summary: 'A pose to hold in the selfie, chosen by the server; valid 10 minutes, replaces any earlier one',
      onRequest: app.requireMember,
    },
    async (request) => issueChallenge(app.ctx, currentMember(request).memberId),
  );

  serveEndpoint(
    app,
    verificationApi,
    'POST /api/verify/selfie',
    {
      tags: ['verification'],
      summary: `Send the selfie (multipart: file, an image up to ${MAX_PHOTO_BYTES / 1024 / 1024} MB; challengeId)`,
      onRequest: app.requireMember,
    },
    async (request) => uploadSelfie(app.ctx, currentMember(request).memberId, () => readSelfieParts(request)),
  );

  serveEndpoint(
    app,
    verificationApi,
    'PUT /api/verify/preferences',
    {
      tags: ['verification'],
      summary: 'Ask that only women staff review your selfie and ID',
      onRequest: app.requireMember,
    },
    async (request) => setReviewPreferences(app.ctx, currentMember(request).memberId, request.body),
  );
};
