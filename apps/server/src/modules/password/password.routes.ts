import { authApi } from '@mithaq/contracts/api/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../lib/endpoint-route.js';
import { readerLocale } from '../../lib/i18n.js';
import { currentMember } from '../../plugins/auth.js';
import * as password from './password.service.js';

/** Registered under /api/auth/password. */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    authApi,
    'POST /api/auth/password/forgot',
    {
      tags: ['auth'],
      summary:
        'Email a reset link; the same answer whether or not the address has an account (a member signed in passes the account-wide cap)',
    },
    async (request) => {
      const owner = await app.signedInMemberId(request);
      return password.requestPasswordReset(app.ctx, request.body.email, request.ip, readerLocale(request), owner);
    },
  );

  serveEndpoint(
    app,
    authApi,
    'POST /api/auth/password/reset',
    { tags: ['auth'], summary: 'Set a new password with a reset link; signs the member out everywhere' },
    async (request) => password.resetPassword(app.ctx, request.body, request.ip, readerLocale(request)),
  );

  serveEndpoint(
    app,
    authApi,
    'POST /api/auth/password/change',
    {
      tags: ['auth'],
      summary: 'Change the password with the current one; other sessions end',
      onRequest: app.requireMember,
    },
    async (request) =>
      password.changePassword(app.ctx, currentMember(request), request.body, request.ip, readerLocale(request)),
  );
};
