import { accountApi } from '@mithaq/contracts/api/account';
import { ErrorSchema } from '@mithaq/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serveEndpoint } from '../../lib/endpoint-route.js';
import { currentMember } from '../../plugins/auth.js';
import * as account from './account.service.js';
import { exportMemberData } from './export.service.js';

/** Registered under /api/me: the member's rights over their own account. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['account'],
        summary: 'Download my data: a ZIP with everything stored about me and my photo (once an hour)',
        response: { 200: z.any().describe('application/zip'), 401: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const zip = await exportMemberData(app.ctx, currentMember(request).memberId);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="mithaq-data-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(zip);
    },
  );

  serveEndpoint(
    app,
    accountApi,
    'DELETE /api/me',
    {
      tags: ['account'],
      summary: 'Delete my account (password required): erased at once, with an email confirmation',
      onRequest: app.requireMember,
    },
    async (request) =>
      account.deleteOwnAccount(app.ctx, currentMember(request).memberId, request.body.password, request.ip),
  );

  serveEndpoint(
    app,
    accountApi,
    'GET /api/me/notices',
    { tags: ['account'], summary: 'Staff notices not yet acknowledged', onRequest: app.requireMember },
    async (request) => account.listNotices(app.ctx, currentMember(request).memberId),
  );

  serveEndpoint(
    app,
    accountApi,
    'POST /api/me/notices/:id/ack',
    { tags: ['account'], summary: 'Acknowledge a staff notice', onRequest: app.requireMember },
    async (request) => account.acknowledgeNotice(app.ctx, currentMember(request).memberId, request.params.id),
  );

  serveEndpoint(
    app,
    accountApi,
    'PUT /api/me/time-zone',
    {
      tags: ['account'],
      summary: "Set the time zone whose midnight starts my day (the daily interest limit's reset)",
      onRequest: app.requireMember,
    },
    async (request) => account.setTimeZone(app.ctx, currentMember(request).memberId, request.body.timeZone),
  );

  serveEndpoint(
    app,
    accountApi,
    'PUT /api/me/name-display',
    {
      tags: ['account'],
      summary: 'Choose whether members I am not matched with see my full name or my first name and last initial',
      onRequest: app.requireMember,
    },
    async (request) => account.setNameDisplay(app.ctx, currentMember(request).memberId, request.body.nameDisplay),
  );

  serveEndpoint(
    app,
    accountApi,
    'PUT /api/me/locale',
    {
      tags: ['account'],
      summary: 'Save the language the site and my emails speak to me (en, hi, ur or ar), on every device',
      onRequest: app.requireMember,
    },
    async (request) => account.setLocale(app.ctx, currentMember(request).memberId, request.body.locale),
  );
};
