import { savedSearchesApi } from '@mithaq/contracts/api/saved-searches';
import { ErrorSchema } from '@mithaq/contracts/common';
import { UnsubscribeFormSchema } from '@mithaq/contracts/notifications';
import { SAVED_SEARCH_MESSAGES, SavedSearchUnsubscribeQuerySchema } from '@mithaq/contracts/saved-searches';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { serveEndpoint } from '../../lib/endpoint-route.js';
import { translateMessage, visitorLocale } from '../../lib/i18n.js';
import { currentMember } from '../../plugins/auth.js';
import { findMemberById } from '../members/index.js';
import * as searches from './saved-searches.service.js';
import { readSearchUnsubscribeToken, SEARCH_UNSUBSCRIBE_PATH } from './search-unsubscribe.js';
import { searchBadLinkPage, searchConfirmPage, searchDonePage } from './search-unsubscribe-pages.js';

const tags = ['saved-searches'];
const HtmlPage = z.string().describe('An HTML page in the member’s language');

const sendPage = (reply: FastifyReply, html: string, status = 200) =>
  reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    // The address holds the token: no page it leads to learns it.
    .header('referrer-policy', 'no-referrer')
    .send(html);

const wantsJson = (request: FastifyRequest) => {
  const accept = request.headers.accept ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
};

/** Registered under /api/saved-searches. */
export const savedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  serveEndpoint(
    app,
    savedSearchesApi,
    'GET /api/saved-searches',
    {
      tags,
      summary: 'My saved searches, with how many newly fit each since its last alert',
      onRequest: app.requireMember,
    },
    async (request) => searches.listSavedSearches(app.ctx, currentMember(request).memberId),
  );

  serveEndpoint(
    app,
    savedSearchesApi,
    'POST /api/saved-searches',
    {
      tags,
      summary: 'Save an advanced search with a name and its alerts (daily, as it happens, or off); at most 10',
      onRequest: app.requireMember,
    },
    async (request, reply) => {
      const saved = await searches.createSavedSearch(app.ctx, currentMember(request).memberId, request.body);
      return reply.status(201).send(saved);
    },
  );

  serveEndpoint(
    app,
    savedSearchesApi,
    'PATCH /api/saved-searches/:id',
    { tags, summary: 'Rename a saved search or change its alerts', onRequest: app.requireMember },
    async (request) =>
      searches.updateSavedSearch(app.ctx, currentMember(request).memberId, request.params.id, request.body),
  );

  serveEndpoint(
    app,
    savedSearchesApi,
    'DELETE /api/saved-searches/:id',
    { tags, summary: 'Delete a saved search and its alerts', onRequest: app.requireMember },
    async (request) => searches.deleteSavedSearch(app.ctx, currentMember(request).memberId, request.params.id),
  );

  const { publicUrl, authSecret } = app.ctx.config;

  /** The token's search and its owner's language, or the 400 (a page for people, JSON for programs). */
  async function verified(request: FastifyRequest, reply: FastifyReply, token: string) {
    const found = readSearchUnsubscribeToken(authSecret, token);
    const owner = found ? await findMemberById(app.ctx.db, found.memberId) : null;
    const search = found && owner ? await searches.findOwnSearch(app.ctx, found.memberId, found.searchId) : null;
    if (found && owner && search)
      return { ...found, name: search.name, locale: owner.locale ?? visitorLocale(request) };
    if (wantsJson(request)) throw new AppError('BAD_REQUEST', SAVED_SEARCH_MESSAGES.badUnsubscribeLink);
    const locale = visitorLocale(request);
    const message = translateMessage(locale, SAVED_SEARCH_MESSAGES.badUnsubscribeLink);
    await sendPage(reply, searchBadLinkPage(locale, message, publicUrl), 400);
    return null;
  }

  app.get(
    '/unsubscribe',
    {
      schema: {
        tags,
        summary: 'The page a saved search alert’s unsubscribe link opens: a button that turns its alerts off',
        querystring: SavedSearchUnsubscribeQuerySchema,
        response: { 200: HtmlPage, 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const found = await verified(request, reply, request.query.token);
      if (!found) return reply;
      const postUrl = `${SEARCH_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(request.query.token)}`;
      return sendPage(reply, searchConfirmPage(found.locale, found.name, postUrl));
    },
  );

  app.post(
    '/unsubscribe',
    {
      schema: {
        tags,
        summary:
          'One-click unsubscribe (RFC 8058, `List-Unsubscribe=One-Click`) from one saved search’s alerts, no session needed',
        consumes: ['application/x-www-form-urlencoded'],
        querystring: SavedSearchUnsubscribeQuerySchema,
        body: UnsubscribeFormSchema.nullish(),
        response: {
          200: z.object({ ok: z.literal(true) }).describe('JSON when asked for; otherwise an HTML page'),
          400: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const found = await verified(request, reply, request.query.token);
      if (!found) return reply;
      await searches.updateSavedSearch(app.ctx, found.memberId, found.searchId, { alerts: 'off' });
      if (wantsJson(request)) return { ok: true as const };
      return sendPage(reply, searchDonePage(found.locale, found.name, publicUrl));
    },
  );
};
