import multipart from '@fastify/multipart';
import { verificationApi } from '@mithaq/contracts/api/verification';
import { ErrorSchema } from '@mithaq/contracts/common';
import { GOVT_ID_TYPES } from '@mithaq/contracts/options';
import { MAX_ID_BYTES } from '@mithaq/contracts/verification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendIdDocument } from '../../lib/document-headers.js';
import { serveEndpoint } from '../../lib/endpoint-route.js';
import { readerLocale } from '../../lib/i18n.js';
import { currentMember } from '../../plugins/auth.js';
import { updateContact } from './contact-change.service.js';
import { readGovtIdDocument, uploadGovtId } from './govt-id.service.js';
import { ID_PART_LIMITS, readIdParts } from './id-part.js';
import { selfieRoutes } from './selfie.routes.js';
import * as verify from './verification.service.js';

/** Registered under /api/verify (spec section 7). */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: ID_PART_LIMITS, throwFileSizeLimit: false });
  const member = { onRequest: app.requireMember };
  await app.register(selfieRoutes);

  serveEndpoint(
    app,
    verificationApi,
    'GET /api/verify/status',
    {
      tags: ['verification'],
      summary: 'Email, phone, ID and selfie verification, and who may review your documents',
      onRequest: app.requireMember,
    },
    async (request) => verify.verificationStatus(app.ctx, currentMember(request).memberId),
  );

  serveEndpoint(
    app,
    verificationApi,
    'POST /api/verify/email/request',
    { tags: ['verification'], summary: 'Email a new 6-digit code (10 minutes)', onRequest: app.requireMember },
    async (request) => verify.requestEmailCode(app.ctx, currentMember(request).memberId),
  );

  serveEndpoint(
    app,
    verificationApi,
    'POST /api/verify/email/verify',
    { tags: ['verification'], summary: 'Confirm the email with its code', onRequest: app.requireMember },
    async (request) => verify.verifyEmailCode(app.ctx, currentMember(request).memberId, request.body.otp),
  );

  serveEndpoint(
    app,
    verificationApi,
    'POST /api/verify/phone/request',
    {
      tags: ['verification'],
      summary: 'Text a new 6-digit code (sites without Firebase)',
      onRequest: app.requireMember,
    },
    async (request) => verify.requestPhoneCode(app.ctx, currentMember(request).memberId),
  );

  serveEndpoint(
    app,
    verificationApi,
    'POST /api/verify/phone/verify',
    { tags: ['verification'], summary: 'Confirm the phone with its code', onRequest: app.requireMember },
    async (request) => verify.verifyPhoneCode(app.ctx, currentMember(request).memberId, request.body.otp),
  );

  serveEndpoint(
    app,
    verificationApi,
    'POST /api/verify/phone/:provider',
    {
      tags: ['verification'],
      summary: 'Confirm the phone with a Firebase Phone Auth ID token',
      onRequest: app.requireMember,
    },
    async (request) => verify.verifyFirebasePhone(app.ctx, currentMember(request).memberId, request.body.token),
  );

  serveEndpoint(
    app,
    verificationApi,
    'POST /api/verify/govt-id',
    {
      tags: ['verification'],
      summary: `Upload a government ID (multipart: file, an image or PDF up to ${MAX_ID_BYTES / 1024 / 1024} MB; idType one of ${GOVT_ID_TYPES.join(', ')})`,
      onRequest: app.requireMember,
    },
    async (request) => {
      const { idType, file } = await readIdParts(request);
      return uploadGovtId(app.ctx, currentMember(request).memberId, idType, file);
    },
  );

  app.get(
    '/govt-id/document',
    {
      ...member,
      schema: {
        tags: ['verification'],
        summary: 'Your own submitted ID document',
        response: { 200: z.any().describe('image/* or application/pdf bytes'), 401: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      return sendIdDocument(reply, await readGovtIdDocument(app.ctx, currentMember(request).memberId));
    },
  );
};

/** Registered under /api/users (spec section 7: PUT /api/users/{id}). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    verificationApi,
    'PUT /api/users/:id',
    {
      tags: ['verification'],
      summary:
        'Save your own email or phone: a change needs currentPassword, clears its verification and is told to the previous address',
      onRequest: app.requireMember,
    },
    async (request) =>
      updateContact(app.ctx, currentMember(request).memberId, request.params.id, request.body, readerLocale(request)),
  );
};

/** `GET /api/config`: run-time settings the web needs (Firebase's public web keys), never baked in. */
export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    verificationApi,
    'GET /api/config',
    { tags: ['config'], summary: 'Public settings for the web app' },
    async () => {
      const firebase = app.ctx.config.firebase;
      return {
        firebase: firebase
          ? { apiKey: firebase.apiKey, authDomain: firebase.authDomain, projectId: firebase.projectId }
          : null,
        vapidPublicKey: app.ctx.config.vapid.publicKey,
      };
    },
  );
};
