import { DeleteAccountSchema, TimeZoneResponseSchema, UpdateTimeZoneSchema } from '@mithaq/contracts/account';
import { ErrorSchema, IdParamsSchema, OkSchema } from '@mithaq/contracts/common';
import { LocaleResponseSchema, UpdateLocaleBodySchema } from '@mithaq/contracts/i18n/locale-schemas';
import { UpdateNameDisplaySchema } from '@mithaq/contracts/names';
import { NoticeListSchema } from '@mithaq/contracts/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

  app.delete(
    '',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['account'],
        summary: 'Delete my account (password required): erased at once, with an email confirmation',
        body: DeleteAccountSchema,
        response: { 200: z.object({ message: z.string() }), 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request) =>
      account.deleteOwnAccount(app.ctx, currentMember(request).memberId, request.body.password, request.ip),
  );

  app.get(
    '/notices',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['account'],
        summary: 'Staff notices not yet acknowledged',
        response: { 200: NoticeListSchema, 401: ErrorSchema },
      },
    },
    async (request) => account.listNotices(app.ctx, currentMember(request).memberId),
  );

  app.post(
    '/notices/:id/ack',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['account'],
        summary: 'Acknowledge a staff notice',
        params: IdParamsSchema,
        body: z.object({}).nullish(),
        response: { 200: OkSchema, 401: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => account.acknowledgeNotice(app.ctx, currentMember(request).memberId, request.params.id),
  );

  app.put(
    '/time-zone',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['account'],
        summary: "Set the time zone whose midnight starts my day (the daily interest limit's reset)",
        body: UpdateTimeZoneSchema,
        response: { 200: TimeZoneResponseSchema, 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request) => account.setTimeZone(app.ctx, currentMember(request).memberId, request.body.timeZone),
  );

  app.put(
    '/name-display',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['account'],
        summary: 'Choose whether members I am not matched with see my full name or my first name and last initial',
        body: UpdateNameDisplaySchema,
        response: { 200: UpdateNameDisplaySchema, 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request) => account.setNameDisplay(app.ctx, currentMember(request).memberId, request.body.nameDisplay),
  );

  app.put(
    '/locale',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['account'],
        summary: 'Save the language the site and my emails speak to me (en, hi, ur or ar), on every device',
        body: UpdateLocaleBodySchema,
        response: { 200: LocaleResponseSchema, 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request) => account.setLocale(app.ctx, currentMember(request).memberId, request.body.locale),
  );
};
