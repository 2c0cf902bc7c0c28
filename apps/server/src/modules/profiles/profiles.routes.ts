import { profilesApi } from '@mithaq/contracts/api/profiles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../lib/endpoint-route.js';
import { readerLocale } from '../../lib/i18n.js';
import { currentMember } from '../../plugins/auth.js';
import * as profiles from './profiles.service.js';

/** Registered under /api/profiles after the interest routes (spec section 7). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    profilesApi,
    'PUT /api/profiles/me',
    {
      tags: ['profiles'],
      summary: 'Save the fields sent (profile sections, privacy, contact)',
      onRequest: app.requireMember,
    },
    async (request) =>
      profiles.updateOwnProfile(app.ctx, currentMember(request).memberId, request.body, readerLocale(request)),
  );

  serveEndpoint(
    app,
    profilesApi,
    'POST /api/profiles/me/wizard-prompt',
    {
      tags: ['profiles'],
      summary: 'Whether the profile wizard opens by itself now (at most once a week while incomplete)',
      onRequest: app.requireMember,
    },
    async (request) => profiles.claimWizardPrompt(app.ctx, currentMember(request).memberId),
  );

  serveEndpoint(
    app,
    profilesApi,
    'POST /api/profiles',
    {
      tags: ['profiles'],
      summary: 'Save the profile-completion wizard (same rules as PUT /me)',
      onRequest: app.requireMember,
    },
    async (request) =>
      profiles.updateOwnProfile(app.ctx, currentMember(request).memberId, request.body, readerLocale(request)),
  );

  serveEndpoint(
    app,
    profilesApi,
    'GET /api/profiles/:id',
    { tags: ['profiles'], summary: "Another member's profile as the viewer may see it", onRequest: app.requireMember },
    async (request) => profiles.viewProfile(app.ctx, currentMember(request), request.params.id),
  );

  serveEndpoint(
    app,
    profilesApi,
    'GET /api/profiles/:id/match-score',
    { tags: ['profiles'], summary: 'Match score with a mutual match', onRequest: app.requireMember },
    async (request) => profiles.getMatchScore(app.ctx, currentMember(request).memberId, request.params.id),
  );
};
