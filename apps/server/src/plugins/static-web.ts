import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@mithaq/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { loadPrerenderedPages, type PrerenderedPage, pickEncoding } from './prerendered-pages.js';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** Hashed build assets never change under their name; anything else is checked on every use. */
const cacheControlFor = (filePath: string) =>
  filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';

function sendPrerendered(page: PrerenderedPage, request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-cache').header('etag', page.etag).header('vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
  reply.type('text/html; charset=utf-8');
  const encoding = pickEncoding(request.headers['accept-encoding']);
  if (encoding === 'br') return reply.header('content-encoding', 'br').send(page.brotli);
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

/**
 * Serves the built web app: the public pages prerendered at build time as real HTML (issue 10),
 * hashed assets (pre-compressed at build time), and the app shell as the history fallback for every
 * other client route. `/api/*` never falls back: an unknown API path is a JSON 404.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, opts: { webDistDir: string; publicUrl: string }) => {
  const hasWeb = fs.existsSync(path.join(opts.webDistDir, 'index.html'));
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
    if (hasWeb && wantsPage && !isApiPath(request.url)) {
      reply.header('cache-control', 'no-cache');
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ message: MESSAGES.notFound, code: 'NOT_FOUND' });
  });
});
