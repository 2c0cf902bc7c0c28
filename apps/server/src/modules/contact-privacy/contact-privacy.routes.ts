import { contactPrivacyApi } from '@mithaq/contracts/api/contact-privacy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serveEndpoint } from '../../lib/endpoint-route.js';
import { currentMember } from '../../plugins/auth.js';
import * as contactPrivacy from './contact-privacy.service.js';

const tags = ['contact-privacy'];

/** Registered under /api/me: who may send the member interest or a first message. */
export const contactPrivacyRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    contactPrivacyApi,
    'GET /api/me/contact-privacy',
    {
      tags,
      summary: 'Whether only members with a verified ID or selfie may send me interest, or a first message',
      onRequest: app.requireMember,
    },
    async (request) => contactPrivacy.getContactPrivacy(app.ctx, currentMember(request).memberId),
  );

  serveEndpoint(
    app,
    contactPrivacyApi,
    'PUT /api/me/contact-privacy',
    {
      tags,
      summary: 'Allow interest or first messages only from members with a verified ID or selfie (either switch)',
      onRequest: app.requireMember,
    },
    async (request) => contactPrivacy.setContactPrivacy(app.ctx, currentMember(request).memberId, request.body),
  );
};
