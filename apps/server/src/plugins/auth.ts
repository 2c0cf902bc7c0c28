import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../lib/context.js';
import { type AuthenticatedMember, authenticateToken } from '../modules/auth/auth.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    registeredRoutes: RouteOptions[];
    /** onRequest hook for member routes: 401 unless a live bearer session is presented. */
    requireMember: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    member: AuthenticatedMember | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('member', null);
  app.decorate('requireMember', async (request: FastifyRequest) => {
    request.member = await authenticateToken(app.ctx, bearerToken(request));
  });
});

/** The authenticated member of a route guarded by `requireMember`. */
export function currentMember(request: FastifyRequest): AuthenticatedMember {
  if (!request.member) throw new Error('route is missing the requireMember hook');
  return request.member;
}
