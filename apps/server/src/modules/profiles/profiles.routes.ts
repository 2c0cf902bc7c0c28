import { ErrorSchema, IdParamsSchema } from '@mithaq/contracts/common';
import { MatchScoreSchema } from '@mithaq/contracts/match-score';
import { MemberSchema } from '@mithaq/contracts/profile';
import {
  BrowseQuerySchema,
  BrowseResponseSchema,
  UpdateProfileSchema,
  ViewedProfileSchema,
  WizardPromptSchema,
} from '@mithaq/contracts/profiles-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readerLocale } from '../../lib/i18n.js';
import { currentMember } from '../../plugins/auth.js';
import { browseProfiles } from './browse.service.js';
import * as profiles from './profiles.service.js';

const saveResponse = { 200: MemberSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema };

/** Registered under /api/profiles after the interest routes (spec section 7). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['profiles'],
        summary: 'Browse profiles (filters, keyset pagination)',
        querystring: BrowseQuerySchema,
        response: { 200: BrowseResponseSchema, 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request) => browseProfiles(app.ctx, currentMember(request), request.query),
  );

  app.put(
    '/me',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['profiles'],
        summary: 'Save the fields sent (profile sections, privacy, contact)',
        body: UpdateProfileSchema,
        response: saveResponse,
      },
    },
    async (request) =>
      profiles.updateOwnProfile(app.ctx, currentMember(request).memberId, request.body, readerLocale(request)),
  );

  app.post(
    '/me/wizard-prompt',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['profiles'],
        summary: 'Whether the profile wizard opens by itself now (at most once a week while incomplete)',
        response: { 200: WizardPromptSchema, 401: ErrorSchema },
      },
    },
    async (request) => profiles.claimWizardPrompt(app.ctx, currentMember(request).memberId),
  );

  app.post(
    '/',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['profiles'],
        summary: 'Save the profile-completion wizard (same rules as PUT /me)',
        body: UpdateProfileSchema,
        response: saveResponse,
      },
    },
    async (request) =>
      profiles.updateOwnProfile(app.ctx, currentMember(request).memberId, request.body, readerLocale(request)),
  );

  app.get(
    '/:id',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['profiles'],
        summary: "Another member's profile as the viewer may see it",
        params: IdParamsSchema,
        response: { 200: ViewedProfileSchema, 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => profiles.viewProfile(app.ctx, currentMember(request), request.params.id),
  );

  app.get(
    '/:id/match-score',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['profiles'],
        summary: 'Match score with a mutual match',
        params: IdParamsSchema,
        response: { 200: MatchScoreSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => profiles.getMatchScore(app.ctx, currentMember(request).memberId, request.params.id),
  );
};
