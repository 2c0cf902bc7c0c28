import { type LoginSchema, REGISTER_MESSAGES, type RegisterSchema } from '@mithaq/contracts/auth';
import { DEFAULT_LOCALE, type Locale } from '@mithaq/contracts/i18n/locales';
import { MESSAGES } from '@mithaq/contracts/messages';
import { defaultNameDisplay } from '@mithaq/contracts/names';
import type { Member } from '@mithaq/contracts/profile';
import { ACCOUNT_CHECK_MESSAGES } from '@mithaq/contracts/safety/account-checks';
import { usableTimeZone } from '@mithaq/contracts/time-zone';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { admitLogin, limitRegistration } from '../../lib/auth-throttle.js';
import { isDisposableEmail } from '../../lib/disposable-email.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password.js';
import type { AuthenticatedMember } from '../../lib/principals.js';
import { readSessionToken, signSessionToken } from '../../lib/session-token.js';
import type { AppContext } from '../../platform/context.js';
import { ownPhotoView } from '../media/own-photo.js';
import { findMemberByEmail, insertMember } from '../members/index.js';
import { toMember } from '../members/member-mapper.js';
import { type CityRow, findCityById, matchCityName } from '../places/index.js';
import { queueSavedSearchMatch } from '../saved-searches/index.js';
import * as repo from './auth.repo.js';

const LAST_SEEN_RESOLUTION_MS = 5 * 60_000;
/** A session unused for this long ends (docs/decisions/0002-accounts-and-sessions.md). */
export const SESSION_IDLE_LIMIT_MS = 30 * 24 * 3_600_000;

async function issueToken(ctx: AppContext, memberId: string): Promise<string> {
  const sessionId = await repo.createSession(ctx.db, memberId);
  return signSessionToken(sessionId, ctx.config.authSecret);
}

/**
 * `locale`: the language the member signed up in, so their first emails are in it (null: not known).
 * `ip` is the request's address as `TRUST_PROXY` lets Fastify read it: kept on the row so staff see
 * accounts registered from one address (docs/decisions/0066-catching-scammers-early.md).
 */
export async function registerMember(
  ctx: AppContext,
  input: z.output<typeof RegisterSchema>,
  ip: string,
  locale: Locale | null = null,
) {
  await limitRegistration(ctx, 'register', ip, input.email);
  if (isDisposableEmail(input.email)) throw new AppError('BAD_REQUEST', ACCOUNT_CHECK_MESSAGES.disposableEmail);
  const existing = await findMemberByEmail(ctx.db, input.email);
  if (existing) throw new AppError('CONFLICT', MESSAGES.emailTaken);
  const place = await placeOfRegistration(ctx, input);
  const passwordHash = await hashPassword(input.password);
  const row = await insertMember(ctx.db, {
    email: input.email,
    passwordHash,
    fullName: input.fullName,
    age: input.age,
    gender: input.gender,
    nameDisplay: defaultNameDisplay(input.gender),
    ...place,
    profession: input.profession,
    sect: input.sect,
    madhab: input.madhab ?? null,
    timeZone: usableTimeZone(input.timeZone),
    locale,
    registrationIp: ip,
  });
  // A concurrent registration with the same email loses at the unique index.
  if (!row) throw new AppError('CONFLICT', MESSAGES.emailTaken);
  await queueSavedSearchMatch(ctx.jobs, row.id, new Date(ctx.clock()));
  return { token: await issueToken(ctx, row.id) };
}

/**
 * Where a new member lives: the gazetteer city they picked (400 for an id it does not have), else the
 * one their typed city names, else the text alone, off the map
 * (docs/decisions/0064-finding-the-right-person.md "Where people are").
 */
async function placeOfRegistration(ctx: AppContext, input: z.output<typeof RegisterSchema>) {
  let city: CityRow | null = null;
  if (input.cityId != null) {
    city = await findCityById(ctx.db, input.cityId);
    if (!city) throw new AppError('BAD_REQUEST', REGISTER_MESSAGES.cityFromList);
  } else {
    city = await matchCityName(ctx.db, input.city);
  }
  if (!city) return { city: input.city };
  return {
    // A picked city is named as the gazetteer names it; a typed one keeps the member's words.
    city: input.cityId != null ? city.name : input.city,
    cityId: city.id,
    countryCode: city.countryCode,
    latitude: city.latitude,
    longitude: city.longitude,
  };
}

export async function loginMember(ctx: AppContext, input: z.output<typeof LoginSchema>, ip: string) {
  const attempt = await admitLogin(ctx, 'login', ip, input.email);
  const row = await findMemberByEmail(ctx.db, input.email);
  const passwordOk = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!row || !passwordOk) throw new AppError('UNAUTHORIZED', MESSAGES.invalidCredentials);
  await attempt.succeeded();
  assertAccountUsable(row.accountStatus);
  return { token: await issueToken(ctx, row.id) };
}

function assertAccountUsable(accountStatus: string) {
  if (accountStatus === 'deactivated') throw new AppError('UNAUTHORIZED', MESSAGES.accountDeactivated);
  if (accountStatus === 'deleted') throw new AppError('UNAUTHORIZED', MESSAGES.accountDeleted);
}

/** Resolves a bearer token to its live session; 401 with a message otherwise. */
export async function authenticateToken(ctx: AppContext, token: string | undefined): Promise<AuthenticatedMember> {
  const sessionId = sessionIdOfToken(ctx, token);
  return acceptSession(ctx, sessionId ? await repo.findActiveSession(ctx.db, sessionId) : null);
}

/**
 * The session a bearer token names when its signature holds, else null (no look-up can find it);
 * 401 when there is no token. Step one of `authenticateToken`, for a route that reads the session
 * in the statement it runs anyway (sending a message) and then passes it to `acceptSession`.
 */
export function sessionIdOfToken(ctx: AppContext, token: string | undefined): string | null {
  if (!token) throw new AppError('UNAUTHORIZED', MESSAGES.signInRequired);
  return readSessionToken(token, ctx.config.authSecret);
}

/** The session a signed bearer token names, for `requireSessionToken`: a forged token is refused as a gone one. */
export function presentedSessionId(ctx: AppContext, token: string | undefined): string {
  return sessionIdOfToken(ctx, token) ?? refuseSession();
}

/**
 * Step two, the same for every member request: a session that is gone, revoked, idle too long or
 * whose account cannot be used is a 401; a live one is marked seen (at most every 5 minutes).
 */
export async function acceptSession(ctx: AppContext, session: repo.SessionRow | null): Promise<AuthenticatedMember> {
  if (!session || Date.now() - session.lastSeenAt.getTime() > SESSION_IDLE_LIMIT_MS) refuseSession();
  assertAccountUsable(session.accountStatus);
  if (Date.now() - session.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await repo.touchSession(ctx.db, session.sessionId);
  }
  return { memberId: session.memberId, sessionId: session.sessionId, gender: session.gender, locale: session.locale };
}

/** The 401 for a token whose session is gone, revoked or idle too long. */
export function refuseSession(): never {
  throw new AppError('UNAUTHORIZED', MESSAGES.sessionExpired);
}

export async function logoutSession(ctx: AppContext, sessionId: string) {
  await repo.revokeSession(ctx.db, sessionId);
}

/** The member's own view; `requestLocale` stands in for a language they have not chosen yet. */
export async function getCurrentMember(
  ctx: AppContext,
  memberId: string,
  requestLocale: Locale = DEFAULT_LOCALE,
): Promise<Member> {
  const view = await repo.findOwnView(ctx.db, memberId);
  if (!view) throw new AppError('UNAUTHORIZED', MESSAGES.accountDeleted);
  return toMember(view.member, ownPhotoView(ctx, view.member, view.photo), view.matchedIds, requestLocale);
}

/** Which of these sessions may keep their live streams open (logout, deactivation and idling end one). */
export function findLiveSessions(ctx: AppContext, sessionIds: string[]): Promise<Set<string>> {
  return repo.findLiveSessionIds(ctx.db, [...new Set(sessionIds)], SESSION_IDLE_LIMIT_MS);
}
