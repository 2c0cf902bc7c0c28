import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@mithaq/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Serves the built web app with history fallback for client routes. `/api/*` never falls back:
 * an unknown API path is a JSON 404.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, opts: { webDistDir: string }) => {
  const hasWeb = fs.existsSync(path.join(opts.webDistDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDistDir,
      wildcard: true,
      // '/' is the app itself; without an index the directory answers 403.
      index: 'index.html',
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
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
