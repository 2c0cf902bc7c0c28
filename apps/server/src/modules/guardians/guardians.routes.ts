import { ErrorSchema, IdParamsSchema } from '@mithaq/contracts/common';
import { GuardiansResponseSchema, InviteGuardianSchema } from '@mithaq/contracts/guardians';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readerLocale } from '../../lib/i18n.js';
import { currentMember } from '../../plugins/auth.js';
import * as guardians from './guardians.service.js';

const memberErrors = { 401: ErrorSchema };

/** Registered under /api/guardians: the member's own guardian (docs/decisions/0031-guardian-wali-with-consent.md). */
export const guardianRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['guardians'],
        summary: "The member's current guardian, or null",
        response: { 200: GuardiansResponseSchema, ...memberErrors },
      },
    },
    async (request) => guardians.getGuardians(app.ctx, currentMember(request).memberId),
  );

  app.post(
    '',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['guardians'],
        summary: 'Invite one guardian by email: they get a link to a read-only view',
        body: InviteGuardianSchema,
        response: {
          201: GuardiansResponseSchema,
          400: ErrorSchema,
          ...memberErrors,
          409: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await guardians.inviteGuardian(app.ctx, currentMember(request).memberId, request.body, readerLocale(request)),
        ),
  );

  app.post(
    '/:id/resend',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['guardians'],
        summary: 'Email the guardian a new link (the old one, and the sessions it opened, stop working)',
        params: IdParamsSchema,
        response: {
          200: GuardiansResponseSchema,
          400: ErrorSchema,
          ...memberErrors,
          404: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request) => guardians.resendGuardianLink(app.ctx, currentMember(request).memberId, request.params.id),
  );

  app.delete(
    '/:id',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['guardians'],
        summary: 'Remove the guardian: every session of theirs ends at once',
        params: IdParamsSchema,
        response: { 200: GuardiansResponseSchema, 400: ErrorSchema, ...memberErrors, 404: ErrorSchema },
      },
    },
    async (request) => guardians.removeGuardian(app.ctx, currentMember(request).memberId, request.params.id),
  );
};
