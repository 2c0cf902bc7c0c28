import { ErrorSchema } from '@mithaq/contracts/common';
import {
  ChangePasswordSchema,
  ForgotPasswordSchema,
  PasswordMessageSchema,
  ResetPasswordSchema,
} from '@mithaq/contracts/password';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readerLocale } from '../../lib/i18n.js';
import { currentMember } from '../../plugins/auth.js';
import * as password from './password.service.js';

const errors = { 400: ErrorSchema, 429: ErrorSchema };

/** Registered under /api/auth/password. */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/forgot',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Email a reset link; the same answer whether or not the address has an account (a member signed in passes the account-wide cap)',
        body: ForgotPasswordSchema,
        response: { 202: PasswordMessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const owner = await app.signedInMemberId(request);
      const { email } = request.body;
      return reply
        .status(202)
        .send(await password.requestPasswordReset(app.ctx, email, request.ip, readerLocale(request), owner));
    },
  );

  app.post(
    '/reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link; signs the member out everywhere',
        body: ResetPasswordSchema,
        response: { 200: PasswordMessageSchema, ...errors },
      },
    },
    async (request) => password.resetPassword(app.ctx, request.body, request.ip, readerLocale(request)),
  );

  app.post(
    '/change',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['auth'],
        summary: 'Change the password with the current one; other sessions end',
        body: ChangePasswordSchema,
        response: { 200: PasswordMessageSchema, 401: ErrorSchema, ...errors },
      },
    },
    async (request) =>
      password.changePassword(app.ctx, currentMember(request), request.body, request.ip, readerLocale(request)),
  );
};
