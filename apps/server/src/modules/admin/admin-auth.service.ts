import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  ADMIN_MESSAGES,
  type Admin,
  type AdminLoginSchema,
  type AdminRegisterSchema,
  type AdminSession,
} from '@mithaq/contracts/admin';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { admitLogin, limitRegistration } from '../../lib/auth-throttle.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password.js';
import type { AuthenticatedAdmin } from '../../lib/principals.js';
import { readSessionToken, signSessionToken } from '../../lib/session-token.js';
import type { AppContext } from '../../platform/context.js';
import { recordAudit } from '../audit/audit.service.js';
import * as repo from './admin-auth.repo.js';

const LAST_SEEN_RESOLUTION_MS = 60_000;
/**
 * Staff sessions end after 12 idle hours: a shift, not a month (docs/decisions/0010-staff-console-and-support.md "Staff
 * are a realm of their own").
 */
export const ADMIN_SESSION_IDLE_LIMIT_MS = 12 * 3_600_000;

/**
 * Staff tokens are signed with a key derived for them alone, so a member token can never pass as a
 * staff one, nor the other way round, even before the session lookup.
 */
function staffTokenKey(authSecret: string): string {
  return createHmac('sha256', authSecret).update('mithaq staff sessions v1').digest('base64url');
}

export function toAdmin(row: repo.AdminRow): Admin {
  return { _id: row.id, name: row.name, email: row.email, reviewsWomen: row.reviewsWomen };
}

function setupKeyMatches(expected: string | undefined, given: string | undefined): boolean {
  if (!expected || !given) return false;
  const [a, b] = [Buffer.from(expected), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Creates a staff account; the CLI (no setup key) and the setup-key route both end here. */
export async function createAdmin(ctx: Pick<AppContext, 'db'>, input: z.output<typeof AdminRegisterSchema>) {
  const row = await repo.insertAdmin(ctx.db, {
    name: input.name,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    reviewsWomen: input.reviewsWomen ?? false,
  });
  if (!row) throw new AppError('CONFLICT', ADMIN_MESSAGES.emailTaken);
  return toAdmin(row);
}

/** `POST /api/admin/auth/register`: only with the setup key; refusals count like failed logins. */
export async function registerAdmin(
  ctx: AppContext,
  input: z.output<typeof AdminRegisterSchema>,
  setupKey: string | undefined,
  ip: string,
): Promise<Admin> {
  await limitRegistration(ctx, 'admin-register', ip, input.email);
  if (!setupKeyMatches(ctx.config.adminSetupKey, setupKey)) {
    throw new AppError('FORBIDDEN', ADMIN_MESSAGES.setupKeyRefused);
  }
  const admin = await createAdmin(ctx, input);
  await recordAudit(
    ctx.db,
    { adminId: admin._id, ip },
    { action: 'admin.created', targetType: 'admin', targetId: admin._id, after: { reviewsWomen: admin.reviewsWomen } },
  );
  return admin;
}

export async function loginAdmin(
  ctx: AppContext,
  input: z.output<typeof AdminLoginSchema>,
  ip: string,
): Promise<AdminSession> {
  const attempt = await admitLogin(ctx, 'admin-login', ip, input.email);
  const row = await repo.findAdminByEmail(ctx.db, input.email);
  const ok = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!row || !ok) throw new AppError('UNAUTHORIZED', ADMIN_MESSAGES.invalidCredentials);
  await attempt.succeeded();
  const sessionId = await repo.createAdminSession(ctx.db, row.id);
  await recordAudit(ctx.db, { adminId: row.id, ip }, { action: 'admin.login', targetType: 'admin', targetId: row.id });
  return { token: signSessionToken(sessionId, staffTokenKey(ctx.config.authSecret)), admin: toAdmin(row) };
}

/** Resolves an `Authorization: Admin <token>` token to a live staff session; 401 otherwise. */
export async function authenticateAdmin(ctx: AppContext, token: string | undefined): Promise<AuthenticatedAdmin> {
  if (!token) throw new AppError('UNAUTHORIZED', ADMIN_MESSAGES.signInRequired);
  const sessionId = readSessionToken(token, staffTokenKey(ctx.config.authSecret));
  const session = sessionId ? await repo.findActiveAdminSession(ctx.db, sessionId) : null;
  const idleMs = session ? Date.now() - session.lastSeenAt.getTime() : Number.POSITIVE_INFINITY;
  if (!session || idleMs > ADMIN_SESSION_IDLE_LIMIT_MS) {
    throw new AppError('UNAUTHORIZED', ADMIN_MESSAGES.sessionExpired);
  }
  if (idleMs > LAST_SEEN_RESOLUTION_MS) await repo.touchAdminSession(ctx.db, session.sessionId);
  return { adminId: session.adminId, sessionId: session.sessionId };
}

export async function getAdmin(ctx: AppContext, adminId: string): Promise<Admin> {
  const row = await repo.findAdminById(ctx.db, adminId);
  if (!row) throw new AppError('UNAUTHORIZED', ADMIN_MESSAGES.sessionExpired);
  return toAdmin(row);
}

export async function logoutAdmin(ctx: AppContext, sessionId: string): Promise<void> {
  await repo.revokeAdminSession(ctx.db, sessionId);
}
