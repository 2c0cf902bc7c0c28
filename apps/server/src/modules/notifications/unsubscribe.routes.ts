import { ErrorSchema } from '@mithaq/contracts/common';
import {
  NOTIFICATION_MESSAGES,
  UnsubscribeFormSchema,
  UnsubscribeQuerySchema,
  UnsubscribeResultSchema,
} from '@mithaq/contracts/notifications';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { translateMessage, visitorLocale } from '../../lib/i18n.js';
import { readUnsubscribeToken, UNSUBSCRIBE_PATH } from './unsubscribe.js';
import { findUnsubscriber, turnOffEmails, type Unsubscriber } from './unsubscribe.service.js';
import { badLinkPage, confirmPage, donePage } from './unsubscribe-pages.js';

const wantsJson = (request: FastifyRequest) => {
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
};

const sendPage = (reply: FastifyReply, html: string, status = 200) =>
  reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    // The address holds the token: no page it leads to learns it.
    .header('referrer-policy', 'no-referrer')
    .send(html);

const HtmlPage = z.string().describe('An HTML page in the member’s language');

/**
 * Registered under /api/notifications/unsubscribe: RFC 8058 one-click unsubscribe. The signed token
 * is the only credential (no session): it turns off email for its member and kinds, nothing else.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { publicUrl, authSecret } = app.ctx.config;

  /** The token's request and member, or the 400 (a page for people, JSON for programs). */
  async function verified(request: FastifyRequest, reply: FastifyReply, token: string) {
    const unsubscribe = readUnsubscribeToken(authSecret, token);
    const member = unsubscribe ? await findUnsubscriber(app.ctx.db, unsubscribe.memberId) : null;
    if (unsubscribe && member) return { unsubscribe, member };
    if (wantsJson(request)) throw new AppError('BAD_REQUEST', NOTIFICATION_MESSAGES.badUnsubscribeLink);
    const locale = visitorLocale(request);
    const message = translateMessage(locale, NOTIFICATION_MESSAGES.badUnsubscribeLink);
    await sendPage(reply, badLinkPage(locale, message, publicUrl), 400);
    return null;
  }

  const localeOf = (request: FastifyRequest, member: Unsubscriber) => member.locale ?? visitorLocale(request);

  app.get(
    '',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The page an email’s unsubscribe link opens: a button that turns those emails off (changes nothing)',
        querystring: UnsubscribeQuerySchema,
        response: { 200: HtmlPage, 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const found = await verified(request, reply, request.query.token);
      if (!found) return reply;
      const postUrl = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(request.query.token)}`;
      return sendPage(reply, confirmPage(localeOf(request, found.member), found.unsubscribe.kinds, postUrl));
    },
  );

  app.post(
    '',
    {
      schema: {
        tags: ['notifications'],
        summary:
          'One-click unsubscribe (RFC 8058, `List-Unsubscribe=One-Click`) or the page’s button: that kind of email off, no session needed',
        consumes: ['application/x-www-form-urlencoded'],
        querystring: UnsubscribeQuerySchema,
        body: UnsubscribeFormSchema.nullish(),
        response: {
          200: UnsubscribeResultSchema.describe('JSON when asked for; otherwise an HTML page'),
          400: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const found = await verified(request, reply, request.query.token);
      if (!found) return reply;
      const member = await turnOffEmails(app.ctx.db, found.unsubscribe);
      if (!member) throw new AppError('BAD_REQUEST', NOTIFICATION_MESSAGES.badUnsubscribeLink);
      if (wantsJson(request)) return { ok: true as const };
      return sendPage(reply, donePage(localeOf(request, member), found.unsubscribe.kinds, publicUrl));
    },
  );
};
