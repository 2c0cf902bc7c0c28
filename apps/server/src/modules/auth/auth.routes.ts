import { authApi } from '@mithaq/contracts/api/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../lib/endpoint-route.js';
import { readerLocale, signUpLocale } from '../../lib/i18n.js';
import { currentMember } from '../../plugins/auth.js';
import * as auth from './auth.service.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    authApi,
    'POST /api/auth/register',
    { tags: ['auth'], summary: 'Create a member account' },
    async (request) => auth.registerMember(app.ctx, request.body, request.ip, signUpLocale(request)),
  );

  serveEndpoint(app, authApi, 'POST /api/auth/login', { tags: ['auth'], summary: 'Sign in' }, async (request) =>
    auth.loginMember(app.ctx, request.body, request.ip),
  );

  serveEndpoint(
    app,
    authApi,
    'GET /api/auth/me',
    { tags: ['auth'], summary: 'The signed-in member', onRequest: app.requireMember },
    async (request) => auth.getCurrentMember(app.ctx, currentMember(request).memberId, readerLocale(request)),
  );

  serveEndpoint(
    app,
    authApi,
    'POST /api/auth/logout',
    { tags: ['auth'], summary: 'Revoke this session', onRequest: app.requireMember },
    async (request) => {
      await auth.logoutSession(app.ctx, currentMember(request).sessionId);
      return { ok: true as const };
    },
  );
};
