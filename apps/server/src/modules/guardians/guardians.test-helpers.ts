import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { expect } from 'vitest';
import type { Db } from '../../platform/db/client.js';
import type { TestMember } from '../../test/factories.js';
import { newLinkToken } from './guardian-tokens.js';
import { insertGuardian } from './guardians.repo.js';

export interface TestGuardian {
  id: string;
  email: string;
  token: string;
  auth: { authorization: string };
}

/** Thin wrappers over app.inject for the member's guardian routes and the guardian view. */
export function guardiansApi(t: { app: FastifyInstance }) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers?: object, payload?: object) =>
    t.app.inject({ method, url, headers: headers as never, ...(payload === undefined ? {} : { payload }) });
  return {
    list: (who: TestMember) => call('GET', '/api/guardians', who.auth),
    invite: (who: TestMember, body: object) => call('POST', '/api/guardians', who.auth, body),
    resend: (who: TestMember, id: string) => call('POST', `/api/guardians/${id}/resend`, who.auth),
    remove: (who: TestMember, id: string) => call('DELETE', `/api/guardians/${id}`, who.auth),
    ack: (who: TestMember, otherId: string) => call('POST', `/api/messages/${otherId}/chaperone-ack`, who.auth),
    open: (linkToken: string) => call('POST', '/api/guardian-view/session', undefined, { token: linkToken }),
    signOut: (g: TestGuardian) => call('DELETE', '/api/guardian-view/session', g.auth),
    me: (g: TestGuardian) => call('GET', '/api/guardian-view/me', g.auth),
    matches: (g: TestGuardian) => call('GET', '/api/guardian-view/matches', g.auth),
    conversations: (g: TestGuardian) => call('GET', '/api/guardian-view/conversations', g.auth),
    thread: (g: TestGuardian, otherId: string) => call('GET', `/api/guardian-view/conversations/${otherId}`, g.auth),
    dailyEmail: (g: TestGuardian, dailyEmail: boolean) =>
      call('PUT', '/api/guardian-view/daily-email', g.auth, { dailyEmail }),
    unsubscribe: (token: string) => call('POST', '/api/guardian-view/unsubscribe', undefined, { token }),
  };
}
export type GuardiansApi = ReturnType<typeof guardiansApi>;

/** The link's secret in an invitation email (`/guardian#token=...`). */
export function linkTokenIn(mail: ParsedMail): string {
  const token = /#token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1];
  if (!token) throw new Error(`no guardian link in: ${mail.text}`);
  return token;
}

/** Invites a guardian for `member`, reads the link from the mail and opens it: a signed-in guardian. */
export async function inviteAndOpen(
  api: GuardiansApi,
  smtp: { nextTo(to: string, after?: number): Promise<ParsedMail>; received: ParsedMail[] },
  member: TestMember,
  email = `wali-${member.id.slice(0, 8)}@example.com`,
): Promise<TestGuardian> {
  const before = smtp.received.length;
  const invited = await api.invite(member, { email, name: 'Abdullah Rahman', relation: 'father' });
  expect(invited.statusCode, invited.body).toBe(201);
  const opened = await api.open(linkTokenIn(await smtp.nextTo(email, before)));
  expect(opened.statusCode, opened.body).toBe(200);
  const { token } = opened.json() as { token: string };
  return { id: invited.json().guardian._id, email, token, auth: { authorization: `Guardian ${token}` } };
}

/**
 * A signed-in guardian without the email round trip (for walks over every route): the row is stored
 * as an invitation stores it, then the link is opened through the real route.
 */
export async function createTestGuardian(
  t: { app: FastifyInstance; db: Db },
  member: TestMember,
): Promise<TestGuardian> {
  const { token, tokenHash } = newLinkToken();
  const email = `wali-${member.id.slice(0, 8)}@example.com`;
  const row = await insertGuardian(t.db, {
    memberId: member.id,
    email,
    name: 'Abdullah Rahman',
    relation: 'father',
    locale: 'en',
    linkTokenHash: tokenHash,
  });
  if (!row) throw new Error('the member already has a guardian');
  const opened = await guardiansApi(t).open(token);
  expect(opened.statusCode, opened.body).toBe(200);
  const session = (opened.json() as { token: string }).token;
  return { id: row.id, email, token: session, auth: { authorization: `Guardian ${session}` } };
}
