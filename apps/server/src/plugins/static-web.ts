import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LOCALE, isLocale, type Locale, localeDirection } from '@mithaq/contracts/i18n/locales';
import { isPublicPagePath, localizedPath } from '@mithaq/contracts/i18n/localized-paths';
import { MESSAGES } from '@mithaq/contracts/messages';
import { isSitePath } from '@mithaq/contracts/site-paths';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readerLocale, translateMessage, visitorLocale } from '../lib/i18n.js';
import { memberPageDrawer, sendDrawnPage } from './member-page-render.js';
import { loadNotFoundPages, loadPrerenderedPages, type PrerenderedPage, pickEncoding } from './prerendered-pages.js';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
/** The build's hashed files: one missing is a stale or mistyped reference, never a page. */
const isAssetPath = (url: string) => url.startsWith('/assets/');
const pathnameOf = (url: string) => url.split(/[?#]/, 1)[0] ?? url;

/** The site's icons at the build's root: asked for by every tab and crawler, and rarely redrawn. */
const SITE_ICONS = new Set(['favicon.ico', 'favicon.svg']);

/**
 * Hashed build assets never change under their name; the site's icons may be a day old (a redrawn
 * logo reaches every tab by the next day); anything else is checked on every use.
 */
function cacheControlFor(filePath: string, webDistDir: string): string {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return 'public, max-age=31536000, immutable';
  const name = path.relative(webDistDir, filePath);
  return SITE_ICONS.has(name) ? 'public, max-age=86400' : 'no-cache';
}

/** An answer chosen by the visitor's `lang` cookie and Accept-Language must be cached per both (RFC 9110 12.5.5). */
const VARY_BY_LANGUAGE = 'Cookie, Accept-Language';

function sendHtml(page: PrerenderedPage, request: FastifyRequest, reply: FastifyReply, vary?: string) {
  reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding').type('text/html; charset=utf-8');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding === 'br') return reply.header('content-encoding', 'br').send(page.brotli);
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

function sendPrerendered(page: PrerenderedPage, request: FastifyRequest, reply: FastifyReply, vary?: string) {
  reply.header('cache-control', 'no-cache').header('etag', page.etag);
  if (request.headers['if-none-match'] === page.etag) {
    if (vary) reply.header('vary', `${vary}, Accept-Encoding`);
    return reply.status(304).send();
  }
  return sendHtml(page, request, reply, vary);
}

/** The language an address is written in (`/ur/...`), when it names one. */
function addressLocale(url: string): Locale | null {
  const code = /^\/([a-z]{2})(?:[/?#]|$)/.exec(url)?.[1];
  return isLocale(code) && code !== DEFAULT_LOCALE ? code : null;
}

/** The app shell with `<html lang dir>` for the visitor's language, so the first paint is laid out right. */
const shellIn = (shell: string, locale: Locale) =>
  shell.replace(/<html lang="en"/, `<html lang="${locale}" dir="${localeDirection(locale)}"`);

/**
 * Serves the built web app: the public pages prerendered at build time as real HTML in every
 * language (`/about`, `/ur/about`, `/ar/`), hashed assets (pre-compressed at build time), and the app
 * shell for every other page the router has (contracts SITE_PATHS). A first visit to an English
 * address from a reader of another language (their `lang` cookie, else Accept-Language) is sent to
 * that language's address. Any other address is a 404: a JSON one under `/api`, a plain one for a
 * missing asset, and the not-found page in the reader's language for the rest (docs/decisions/0004-pages.md "Not
 * found").
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, opts: { webDistDir: string; publicUrl: string }) => {
  const shellFile = path.join(opts.webDistDir, 'index.html');
  const hasWeb = fs.existsSync(shellFile);
  const shell = hasWeb ? fs.readFileSync(shellFile, 'utf8') : '';
  // A build without the prerendered page still answers 404: the shell, whose router draws the same page.
  const notFoundPages = hasWeb ? loadNotFoundPages(opts.webDistDir, opts.publicUrl) : new Map();
  const pages = hasWeb ? loadPrerenderedPages(opts.webDistDir, opts.publicUrl) : new Map<string, PrerenderedPage>();
  const memberPages = memberPageDrawer(app, opts.webDistDir);

  /** An English public page: served to English readers, other readers go to their language's address. */
  function serveEnglishPage(route: string, page: PrerenderedPage, request: FastifyRequest, reply: FastifyReply) {
    if (!isPublicPagePath(route)) return sendPrerendered(page, request, reply);
    const locale = visitorLocale(request);
    const target = localizedPath(locale, request.url);
    if (locale !== DEFAULT_LOCALE && pages.has(pathnameOf(target))) {
      return reply.header('vary', VARY_BY_LANGUAGE).header('cache-control', 'no-cache').redirect(target, 302);
    }
    return sendPrerendered(page, request, reply, VARY_BY_LANGUAGE);
  }

  if (hasWeb) {
    for (const [route, page] of pages) {
      if (addressLocale(route)) {
        app.get(route, (request, reply) => sendPrerendered(page, request, reply));
        // `/ur` is the Urdu landing page as much as `/ur/`.
        if (route.length === 4 && route.endsWith('/')) {
          app.get(route.slice(0, -1), (request, reply) => sendPrerendered(page, request, reply));
        }
      } else {
        app.get(route, (request, reply) => serveEnglishPage(route, page, request, reply));
      }
    }
    await app.register(fastifyStatic, {
      root: opts.webDistDir,
      wildcard: true,
      preCompressed: true,
      // '/' is the app itself; without an index the directory answers 403.
      index: 'index.html',
      setHeaders(reply, filePath) {
        reply.header('cache-control', cacheControlFor(filePath, opts.webDistDir));
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!hasWeb || !wantsPage || isApiPath(request.url)) {
      return reply
        .status(404)
        .send({ message: translateMessage(readerLocale(request), MESSAGES.notFound), code: 'NOT_FOUND' });
    }
    const pathname = pathnameOf(request.url);
    if (memberPages.draws(pathname)) {
      const drawn = await memberPages.page(request, pathname);
      if (drawn) return sendDrawnPage(drawn, request, reply);
    }
    reply.header('cache-control', 'no-cache');
    if (isSitePath(pathname)) {
      const locale = visitorLocale(request);
      if (locale === DEFAULT_LOCALE)
        return reply.header('vary', VARY_BY_LANGUAGE).type('text/html').sendFile('index.html');
      return reply.header('vary', VARY_BY_LANGUAGE).type('text/html; charset=utf-8').send(shellIn(shell, locale));
    }
    reply.status(404);
    if (isAssetPath(request.url)) return reply.type('text/plain; charset=utf-8').send(MESSAGES.notFound);
    const prefixed = addressLocale(request.url);
    const locale = prefixed ?? visitorLocale(request);
    const notFoundPage = notFoundPages.get(locale) ?? notFoundPages.get(DEFAULT_LOCALE);
    if (notFoundPage) return sendHtml(notFoundPage, request, reply, prefixed ? undefined : VARY_BY_LANGUAGE);
    return reply.type('text/html; charset=utf-8').send(shellIn(shell, locale));
  });
});
