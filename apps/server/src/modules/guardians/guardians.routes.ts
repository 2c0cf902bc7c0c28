import { guardiansApi } from '@mithaq/contracts/api/guardians';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../lib/endpoint-route.js';
import { readerLocale } from '../../lib/i18n.js';
import { currentMember } from '../../plugins/auth.js';
import * as guardians from './guardians.service.js';

/** Registered under /api/guardians: the member's own guardian (docs/decisions/0031-guardian-wali-with-consent.md). */
export const guardianRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    guardiansApi,
    'GET /api/guardians',
    { tags: ['guardians'], summary: "The member's current guardian, or null", onRequest: app.requireMember },
    async (request) => guardians.getGuardians(app.ctx, currentMember(request).memberId),
  );

  serveEndpoint(
    app,
    guardiansApi,
    'POST /api/guardians',
    {
      tags: ['guardians'],
      summary: 'Invite one guardian by email: they get a link to a read-only view',
      onRequest: app.requireMember,
    },
    async (request) =>
      guardians.inviteGuardian(app.ctx, currentMember(request).memberId, request.body, readerLocale(request)),
  );

  serveEndpoint(
    app,
    guardiansApi,
    'POST /api/guardians/:id/resend',
    {
      tags: ['guardians'],
      summary: 'Email the guardian a new link (the old one, and the sessions it opened, stop working)',
      onRequest: app.requireMember,
    },
    async (request) => guardians.resendGuardianLink(app.ctx, currentMember(request).memberId, request.params.id),
  );

  serveEndpoint(
    app,
    guardiansApi,
    'DELETE /api/guardians/:id',
    {
      tags: ['guardians'],
      summary: 'Remove the guardian: every session of theirs ends at once',
      onRequest: app.requireMember,
    },
    async (request) => guardians.removeGuardian(app.ctx, currentMember(request).memberId, request.params.id),
  );
};
