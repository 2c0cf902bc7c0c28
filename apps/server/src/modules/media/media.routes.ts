import multipart from '@fastify/multipart';
import { mediaApi } from '@mithaq/contracts/api/media';
import { ErrorSchema, IdParamsSchema } from '@mithaq/contracts/common';
import {
  BucketRedirectSchema,
  ImageBytesSchema,
  MAX_PHOTO_BYTES,
  MediaParamsSchema,
  NotModifiedSchema,
  SignedMediaQuerySchema,
} from '@mithaq/contracts/media';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendUploadedFile } from '../../lib/document-headers.js';
import { serveEndpoint } from '../../lib/endpoint-route.js';
import { currentMember } from '../../plugins/auth.js';
import * as media from './media.service.js';
import { PHOTO_PART_LIMITS, readPhotoPart } from './photo-part.js';

/** `GET /api/upload/{id}` depends on who asks (hence private + Vary) and on review decisions: kept short. */
const MEMBER_PHOTO_MAX_AGE = 5 * 60;

function sendImage(reply: FastifyReply, image: media.ImageReply, cacheControl: string) {
  const body = Buffer.isBuffer(image.body) ? image.body : Buffer.from(image.body);
  return sendUploadedFile(reply, { contentType: image.contentType, body }, cacheControl);
}

/**
 * The photo is in the bucket: a redirect that no cache keeps, so every view comes back here and the
 * privacy rules are applied again (docs/decisions/0020-files-in-object-storage.md).
 */
function sendBucketRedirect(reply: FastifyReply, { redirectTo }: media.BucketRedirect) {
  return reply.header('cache-control', 'private, no-store').redirect(redirectTo, 302);
}

/**
 * `/api/upload`: multipart is registered inside this plugin only, so no other route parses it and
 * the app-wide 1 MB JSON body limit stays as it is.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: PHOTO_PART_LIMITS, throwFileSizeLimit: false });

  // '' rather than '/': exactly `/api/upload`, without a trailing-slash twin.
  serveEndpoint(
    app,
    mediaApi,
    'POST /api/upload',
    {
      tags: ['media'],
      summary: `Upload a profile photo (multipart field "photo", an image up to ${MAX_PHOTO_BYTES / 1024 / 1024} MB)`,
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const { memberId } = currentMember(request);
      const uploaded = await media.uploadPhoto(app.ctx, memberId, () => readPhotoPart(request));
      return reply.status(201).send(uploaded);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['media'],
        summary: "A member's photo as the (optional bearer) viewer may see it, else the default avatar",
        params: IdParamsSchema,
        response: { 200: ImageBytesSchema, 302: BucketRedirectSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const viewerId = await app.signedInMemberId(request);
      const image = await media.memberPhotoFor(app.ctx, viewerId, request.params.id);
      reply.header('vary', 'Authorization');
      if ('redirectTo' in image) return sendBucketRedirect(reply, image);
      return sendImage(reply, image, `private, max-age=${MEMBER_PHOTO_MAX_AGE}`);
    },
  );
};

/** `/api/media`: signed photo addresses (see signed-url.ts); public, the signature is the permission. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:photoId/:variant',
    {
      schema: {
        tags: ['media'],
        summary:
          'One variant of a photo, by a signed address from a profile or upload answer (ETag, 304; with a bucket, 302 to it)',
        params: MediaParamsSchema,
        querystring: SignedMediaQuerySchema,
        response: {
          200: ImageBytesSchema,
          302: BucketRedirectSchema,
          304: NotModifiedSchema,
          400: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const image = await media.readSignedVariant(
        app.ctx,
        { ...request.params, ...request.query },
        request.headers['if-none-match'],
      );
      if ('redirectTo' in image) return sendBucketRedirect(reply, image);
      // Cacheable until the address expires (a 304 repeats both headers, RFC 9110 section 15.4.5).
      const cacheControl = `private, max-age=${image.maxAgeSeconds}`;
      reply.header('etag', image.etag);
      if (image.notModified) return reply.code(304).header('cache-control', cacheControl).send();
      return sendImage(reply, image, cacheControl);
    },
  );
};
