import multipart from '@fastify/multipart';
import { GovtIdSchema } from '@mithaq/contracts/admin';
import { ErrorSchema, IdParamsSchema } from '@mithaq/contracts/common';
import { GOVT_ID_TYPES } from '@mithaq/contracts/options';
import {
  CodeSentSchema,
  ContactResponseSchema,
  ContactUpdateSchema,
  FirebaseTokenSchema,
  MAX_ID_BYTES,
  OtpSchema,
  PhoneProviderParamsSchema,
  PublicConfigSchema,
  VerificationStatusSchema,
} from '@mithaq/contracts/verification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendIdDocument } from '../../lib/document-headers.js';
import { readerLocale } from '../../lib/i18n.js';
import { currentMember } from '../../plugins/auth.js';
import { updateContact } from './contact-change.service.js';
import { readGovtIdDocument, uploadGovtId } from './govt-id.service.js';
import { ID_PART_LIMITS, readIdParts } from './id-part.js';
import { selfieRoutes } from './selfie.routes.js';
import * as verify from './verification.service.js';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema, 503: ErrorSchema };

/** Registered under /api/verify (spec section 7). */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: ID_PART_LIMITS, throwFileSizeLimit: false });
  const member = { onRequest: app.requireMember };
  await app.register(selfieRoutes);

  app.get(
    '/status',
    {
      ...member,
      schema: {
        tags: ['verification'],
        summary: 'Email, phone, ID and selfie verification, and who may review your documents',
        response: { 200: VerificationStatusSchema, 401: ErrorSchema },
      },
    },
    async (request) => verify.verificationStatus(app.ctx, currentMember(request).memberId),
  );

  app.post(
    '/email/request',
    {
      ...member,
      schema: {
        tags: ['verification'],
        summary: 'Email a new 6-digit code (10 minutes)',
        response: { 200: CodeSentSchema, ...errors },
      },
    },
    async (request) => verify.requestEmailCode(app.ctx, currentMember(request).memberId),
  );

  app.post(
    '/email/verify',
    {
      ...member,
      schema: {
        tags: ['verification'],
        summary: 'Confirm the email with its code',
        body: OtpSchema,
        response: { 200: VerificationStatusSchema, ...errors },
      },
    },
    async (request) => verify.verifyEmailCode(app.ctx, currentMember(request).memberId, request.body.otp),
  );

  app.post(
    '/phone/request',
    {
      ...member,
      schema: {
        tags: ['verification'],
        summary: 'Text a new 6-digit code (sites without Firebase)',
        response: { 200: CodeSentSchema, ...errors },
      },
    },
    async (request) => verify.requestPhoneCode(app.ctx, currentMember(request).memberId),
  );

  app.post(
    '/phone/verify',
    {
      ...member,
      schema: {
        tags: ['verification'],
        summary: 'Confirm the phone with its code',
        body: OtpSchema,
        response: { 200: VerificationStatusSchema, ...errors },
      },
    },
    async (request) => verify.verifyPhoneCode(app.ctx, currentMember(request).memberId, request.body.otp),
  );

  app.post(
    '/phone/:provider',
    {
      ...member,
      schema: {
        tags: ['verification'],
        summary: 'Confirm the phone with a Firebase Phone Auth ID token',
        params: PhoneProviderParamsSchema,
        body: FirebaseTokenSchema,
        response: { 200: VerificationStatusSchema, ...errors },
      },
    },
    async (request) => verify.verifyFirebasePhone(app.ctx, currentMember(request).memberId, request.body.token),
  );

  app.post(
    '/govt-id',
    {
      ...member,
      schema: {
        tags: ['verification'],
        summary: `Upload a government ID (multipart: file, an image or PDF up to ${MAX_ID_BYTES / 1024 / 1024} MB; idType one of ${GOVT_ID_TYPES.join(', ')})`,
        consumes: ['multipart/form-data'],
        response: { 201: GovtIdSchema, ...errors, 413: ErrorSchema, 415: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { idType, file } = await readIdParts(request);
      return reply.status(201).send(await uploadGovtId(app.ctx, currentMember(request).memberId, idType, file));
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
  app.put(
    '/:id',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['verification'],
        summary:
          'Save your own email or phone: a change needs currentPassword, clears its verification and is told to the previous address',
        params: IdParamsSchema,
        body: ContactUpdateSchema,
        response: {
          200: ContactResponseSchema,
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          409: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request) =>
      updateContact(app.ctx, currentMember(request).memberId, request.params.id, request.body, readerLocale(request)),
  );
};

/** `GET /api/config`: run-time settings the web needs (Firebase's public web keys), never baked in. */
export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    { schema: { tags: ['config'], summary: 'Public settings for the web app', response: { 200: PublicConfigSchema } } },
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
