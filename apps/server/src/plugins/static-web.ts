import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isSitePath, MESSAGES } from '@mithaq/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { loadNotFoundPage, loadPrerenderedPages, type PrerenderedPage, pickEncoding } from './prerendered-pages.js';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
/** The build's hashed files: one missing is a stale or mistyped reference, never a page. */
const isAssetPath = (url: string) => url.startsWith('/assets/');
const pathnameOf = (url: string) => url.split(/[?#]/, 1)[0] ?? url;

/** Hashed build assets never change under their name; anything else is checked on every use. */
const cacheControlFor = (filePath: string) =>
  filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';

function sendHtml(page: PrerenderedPage, request: FastifyRequest, reply: FastifyReply) {
  reply.header('vary', 'Accept-Encoding').type('text/html; charset=utf-8');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding === 'br') return reply.header('content-encoding', 'br').send(page.brotli);
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

function sendPrerendered(page: PrerenderedPage, request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-cache').header('etag', page.etag);
  if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
  return sendHtml(page, request, reply);
}

/**
 * Serves the built web app: the public pages prerendered at build time as real HTML (issue 10),
 * hashed assets (pre-compressed at build time), and the app shell for every other page the router
 * has (contracts SITE_PATHS). Any other address is a 404: a JSON one under `/api`, a plain one for a
 * missing asset, and the not-found page for the rest (docs/decisions.md "Not found").
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, opts: { webDistDir: string; publicUrl: string }) => {
  const shellFile = path.join(opts.webDistDir, 'index.html');
  const hasWeb = fs.existsSync(shellFile);
  // A build without the prerendered page still answers 404: the shell, whose router draws the same page.
  const notFoundPage = hasWeb ? loadNotFoundPage(opts.webDistDir, opts.publicUrl) : null;
  const notFoundFallback = hasWeb && !notFoundPage ? fs.readFileSync(shellFile, 'utf8') : null;
  if (hasWeb) {
    for (const [route, page] of loadPrerenderedPages(opts.webDistDir, opts.publicUrl)) {
      app.get(route, (request, reply) => sendPrerendered(page, request, reply));
    }
    await app.register(fastifyStatic, {
      root: opts.webDistDir,
      wildcard: true,
      preCompressed: true,
      // '/' is the app itself; without an index the directory answers 403.
      index: 'index.html',
      setHeaders(reply, filePath) {
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!hasWeb || !wantsPage || isApiPath(request.url)) {
      return reply.status(404).send({ message: MESSAGES.notFound, code: 'NOT_FOUND' });
    }
    reply.header('cache-control', 'no-cache');
    if (isSitePath(pathnameOf(request.url))) return reply.type('text/html').sendFile('index.html');
    reply.status(404);
    if (isAssetPath(request.url)) return reply.type('text/plain; charset=utf-8').send(MESSAGES.notFound);
    if (notFoundPage) return sendHtml(notFoundPage, request, reply);
    return reply.type('text/html; charset=utf-8').send(notFoundFallback);
  });
});
