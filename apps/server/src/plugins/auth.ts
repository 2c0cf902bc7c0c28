import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import type { AuthenticatedAdmin, AuthenticatedGuardian, AuthenticatedMember } from '../lib/principals.js';
import type { AppContext } from '../platform/context.js';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    registeredRoutes: RouteOptions[];
    /** onRequest hook for member routes: 401 unless a live bearer session is presented. */
    requireMember: (request: FastifyRequest) => Promise<void>;
    /**
     * onRequest hook for a member route that reads its session in the statement it runs anyway: 401
     * unless a signed bearer token is presented; the route then judges the session with `acceptSession`.
     */
    requireSessionToken: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook for staff routes: 401 unless a live `Authorization: Admin <token>` session. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook for the guardian view: 401 unless a live `Authorization: Guardian <token>` session. */
    requireGuardian: (request: FastifyRequest) => Promise<void>;
    /** On a route anyone may call: the member whose live session came with the request, if any (never a 401). */
    signedInMemberId: (request: FastifyRequest) => Promise<string | null>;
  }
  interface FastifyRequest {
    member: AuthenticatedMember | null;
    /** The session a signed bearer token names, on routes guarded by `requireSessionToken`. */
    sessionId: string | null;
    admin: AuthenticatedAdmin | null;
    guardian: AuthenticatedGuardian | null;
  }
}

function tokenWithScheme(request: FastifyRequest, expected: 'bearer' | 'admin' | 'guardian'): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === expected && token ? token : undefined;
}

/** Members: `Authorization: Bearer <token>`. */
export const bearerToken = (request: FastifyRequest) => tokenWithScheme(request, 'bearer');
/** Staff: `Authorization: Admin <token>` (spec section 6), a realm of its own. */
export const adminToken = (request: FastifyRequest) => tokenWithScheme(request, 'admin');
/** A member's guardian: `Authorization: Guardian <token>`, a read-only realm of its own. */
export const guardianToken = (request: FastifyRequest) => tokenWithScheme(request, 'guardian');

/**
 * How each realm's sessions are checked, given by app.ts from the modules that own them (auth, admin,
 * guardians): the hooks below stand beneath every module and import none
 * (docs/decisions/0061-module-boundaries.md). Each answers a 401 with a message for a token it refuses.
 */
export interface SessionChecks {
  /** The live member session a bearer token names. */
  member: (ctx: AppContext, token: string | undefined) => Promise<AuthenticatedMember>;
  /** The session a signed bearer token names, not yet looked up (a forged token is refused). */
  memberSessionId: (ctx: AppContext, token: string | undefined) => string;
  admin: (ctx: AppContext, token: string | undefined) => Promise<AuthenticatedAdmin>;
  guardian: (ctx: AppContext, token: string | undefined) => Promise<AuthenticatedGuardian>;
}

export const authPlugin = fp<SessionChecks>(async (app: FastifyInstance, checks) => {
  app.decorateRequest('member', null);
  app.decorate('requireMember', async (request: FastifyRequest) => {
    request.member = await checks.member(app.ctx, bearerToken(request));
  });
  app.decorateRequest('sessionId', null);
  app.decorate('requireSessionToken', async (request: FastifyRequest) => {
    request.sessionId = checks.memberSessionId(app.ctx, bearerToken(request));
  });
  app.decorateRequest('admin', null);
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    request.admin = await checks.admin(app.ctx, adminToken(request));
  });
  app.decorateRequest('guardian', null);
  app.decorate('requireGuardian', async (request: FastifyRequest) => {
    request.guardian = await checks.guardian(app.ctx, guardianToken(request));
  });
  app.decorate('signedInMemberId', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) return null;
    try {
      return (await checks.member(app.ctx, token)).memberId;
    } catch (err) {
      if (err instanceof AppError) return null;
      throw err;
    }
  });
});

/** The authenticated member of a route guarded by `requireMember`. */
export function currentMember(request: FastifyRequest): AuthenticatedMember {
  if (!request.member) throw new Error('route is missing the requireMember hook');
  return request.member;
}

/** The session named by the token of a route guarded by `requireSessionToken`. */
export function presentedSession(request: FastifyRequest): string {
  if (!request.sessionId) throw new Error('route is missing the requireSessionToken hook');
  return request.sessionId;
}

/** The signed-in staff member of a route guarded by `requireAdmin`, with the request's IP for the audit log. */
export function currentAdmin(request: FastifyRequest): AuthenticatedAdmin & { ip: string } {
  if (!request.admin) throw new Error('route is missing the requireAdmin hook');
  return { ...request.admin, ip: request.ip };
}

/** The guardian of a route guarded by `requireGuardian`. */
export function currentGuardian(request: FastifyRequest): AuthenticatedGuardian {
  if (!request.guardian) throw new Error('route is missing the requireGuardian hook');
  return request.guardian;
}
