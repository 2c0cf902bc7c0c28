import { LoginSchema, RegisterSchema, TokenSchema } from '@mithaq/contracts/auth';
import { ErrorSchema, OkSchema } from '@mithaq/contracts/common';
import { MemberSchema } from '@mithaq/contracts/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readerLocale, signUpLocale } from '../../lib/i18n.js';
import { currentMember } from '../../plugins/auth.js';
import * as auth from './auth.service.js';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create a member account',
        body: RegisterSchema,
        response: { 201: TokenSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await auth.registerMember(app.ctx, request.body, request.ip, signUpLocale(request))),
  );

  app.post(
    '/login',
    { schema: { tags: ['auth'], summary: 'Sign in', body: LoginSchema, response: { 200: TokenSchema, ...errors } } },
    async (request) => auth.loginMember(app.ctx, request.body, request.ip),
  );

  app.get(
    '/me',
    {
      onRequest: app.requireMember,
      schema: { tags: ['auth'], summary: 'The signed-in member', response: { 200: MemberSchema, 401: ErrorSchema } },
    },
    async (request) => auth.getCurrentMember(app.ctx, currentMember(request).memberId, readerLocale(request)),
  );

  app.post(
    '/logout',
    {
      onRequest: app.requireMember,
      schema: { tags: ['auth'], summary: 'Revoke this session', response: { 200: OkSchema, 401: ErrorSchema } },
    },
    async (request) => {
      await auth.logoutSession(app.ctx, currentMember(request).sessionId);
      return { ok: true as const };
    },
  );
};
