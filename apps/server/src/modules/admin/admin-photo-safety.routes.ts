import multipart from '@fastify/multipart';
import { photoSafetyApi } from '@mithaq/contracts/api/photo-safety';
import { ErrorSchema, IdParamsSchema } from '@mithaq/contracts/common';
import { MAX_PHOTO_BYTES } from '@mithaq/contracts/media';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendIdDocument } from '../../lib/document-headers.js';
import { serveEndpoint } from '../../lib/endpoint-route.js';
import { currentAdmin } from '../../plugins/auth.js';
import * as safety from '../safety/index.js';
import { confirmFlag, dismissFlag } from './photo-flag-review.service.js';

const tags = ['admin'];

/**
 * Registered inside the staff routes (under /api/admin, behind their staff session check): reused
 * photos' flags and the known scam images (docs/decisions/0066-catching-scammers-early.md). Multipart is
 * registered in this plugin only, for the known scam image upload.
 */
export const adminPhotoSafetyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: safety.KNOWN_SCAM_FORM_LIMITS, throwFileSizeLimit: false });

  serveEndpoint(
    app,
    photoSafetyApi,
    'POST /api/admin/photo-flags/:id/dismiss',
    { tags, summary: 'A false match: close the flag, so the photo can be approved or rejected as any other' },
    async (request) => dismissFlag(app.ctx, currentAdmin(request), request.params.id),
  );

  serveEndpoint(
    app,
    photoSafetyApi,
    'POST /api/admin/photo-flags/:id/confirm',
    { tags, summary: 'A true match: confirm the flag and reject the photo with notes the member sees' },
    async (request) => confirmFlag(app.ctx, currentAdmin(request), request.params.id, request.body),
  );

  serveEndpoint(
    app,
    photoSafetyApi,
    'GET /api/admin/known-scam-images',
    { tags, summary: 'Images staff keep as known scam photos, newest first' },
    async () => safety.listKnownScamImages(app.ctx),
  );

  serveEndpoint(
    app,
    photoSafetyApi,
    'POST /api/admin/known-scam-images',
    {
      tags,
      summary: `Keep an image as a known scam photo (multipart: image, up to ${MAX_PHOTO_BYTES / 1024 / 1024} MB; note, where it was seen)`,
    },
    async (request) =>
      safety.addKnownScamImage(app.ctx, currentAdmin(request), () => safety.readKnownScamForm(request)),
  );

  serveEndpoint(
    app,
    photoSafetyApi,
    'DELETE /api/admin/known-scam-images/:id',
    { tags, summary: 'Forget a known scam image and its fingerprint' },
    async (request) => safety.removeKnownScamImage(app.ctx, currentAdmin(request), request.params.id),
  );

  app.get(
    '/known-scam-images/:id/image',
    {
      schema: {
        tags,
        summary: 'The known scam image itself (a thumbnail), never cached',
        params: IdParamsSchema,
        response: { 200: z.any().describe('image/webp bytes'), 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => sendIdDocument(reply, await safety.readKnownScamImage(app.ctx, request.params.id)),
  );
};
