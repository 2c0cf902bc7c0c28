import { randomUUID } from 'node:crypto';
import type { RegisterInput } from '@mithaq/contracts/auth';
import { expect } from 'vitest';
import { members } from '../../platform/db/schema.js';
import { createMember, type TestMember } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';

type Columns = Partial<typeof members.$inferInsert>;

/** Members with private details set, so a test can prove they never leak to other members. */
const privateColumns = (columns: Columns = {}): Columns => ({
  phone: `+91${Math.floor(1e9 + Math.random() * 9e9)}`,
  contact: `private-contact-${Math.random().toString(36).slice(2)}`,
  ...columns,
});

export const createMan = (t: TestApp, columns?: Columns, registration: Partial<RegisterInput> = {}) =>
  createMember(t.app, t.db, {
    fullName: 'Yusuf Khan',
    gender: 'Male',
    ...registration,
    columns: privateColumns(columns),
  });

export const createWoman = (t: TestApp, columns?: Columns, registration: Partial<RegisterInput> = {}) =>
  createMember(t.app, t.db, { gender: 'Female', ...registration, columns: privateColumns(columns) });

/** Targets only need to exist, so they are written directly rather than registered (argon2 is slow). */
export function insertTargetWomen(t: TestApp, n: number): Promise<{ id: string }[]> {
  const rows = Array.from({ length: n }, () => ({
    email: `target-${randomUUID()}@example.com`,
    passwordHash: 'not-used',
    fullName: 'Target Member',
    age: 25,
    gender: 'Female',
    city: 'Pune',
  }));
  return t.db.insert(members).values(rows).returning({ id: members.id });
}

/** Thin wrappers over app.inject for the profile routes (docs/decisions/0007-profiles-browse-interests-server.md). */
export function profileApi(t: TestApp) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: TestMember, payload?: object) =>
    t.app.inject({ method, url, headers: who?.auth, ...(payload === undefined ? {} : { payload }) });
  return {
    browse: (who: TestMember, query = '') => call('GET', `/api/profiles${query}`, who),
    view: (who: TestMember, id: string) => call('GET', `/api/profiles/${id}`, who),
    matchScore: (who: TestMember, id: string) => call('GET', `/api/profiles/${id}/match-score`, who),
    updateMe: (who: TestMember, body: object) => call('PUT', '/api/profiles/me', who, body),
    saveWizard: (who: TestMember, body: object) => call('POST', '/api/profiles', who, body),
    interests: (who: TestMember) => call('GET', '/api/profiles/interests', who),
    send: (who: TestMember, id: string, body?: object) => call('POST', `/api/profiles/${id}/interest`, who, body),
    accept: (who: TestMember, id: string) => call('POST', `/api/profiles/${id}/accept-interest`, who),
    decline: (who: TestMember, id: string) => call('POST', `/api/profiles/${id}/decline-interest`, who),
    block: (who: TestMember, id: string) => call('POST', `/api/messages/${id}/block`, who),
    unblock: (who: TestMember, id: string) => call('DELETE', `/api/messages/${id}/block`, who),
    me: (who: TestMember) => call('GET', '/api/auth/me', who),
  };
}
export type ProfileApi = ReturnType<typeof profileApi>;

/** `a` sends, `b` accepts: a mutual match (spec section 4 "Match"). */
export async function makeMatch(api: ProfileApi, a: TestMember, b: TestMember): Promise<void> {
  expect((await api.send(a, b.id)).statusCode).toBe(201);
  expect((await api.accept(b, a.id)).statusCode).toBe(200);
}

/** No other member's email, phone, contact, date of birth or password hash in a response body. */
export async function expectNoPrivateDetails(t: TestApp, body: string, others: TestMember[]): Promise<void> {
  const rows = await t.db.query.members.findMany({
    where: (m, { inArray }) =>
      inArray(
        m.id,
        others.map((o) => o.id),
      ),
  });
  expect(rows).toHaveLength(others.length);
  for (const row of rows) {
    expect(body).not.toContain(row.email);
    if (row.phone) expect(body).not.toContain(row.phone);
    if (row.contact) expect(body).not.toContain(row.contact);
    if (row.dob) expect(body).not.toContain(row.dob);
    expect(body).not.toContain(row.passwordHash);
  }
  expect(withoutTrustChecks(body)).not.toMatch(
    /"(email|phone|contact|dob|password|passwordHash|govtId|photoReviewNotes|acceptedInterests)"/,
  );
}

/**
 * The body with each `trust` object emptied, when it holds nothing but the four booleans: its keys
 * name checks (email, phone, govtId), not details, so a leak search must skip only those.
 */
export const withoutTrustChecks = (body: string) =>
  body.replace(
    /"trust":\{"email":(true|false),"phone":(true|false),"govtId":(true|false),"photo":(true|false)\}/g,
    '"trust":{}',
  );

export const ids = (profiles: { _id: string }[]) => profiles.map((p) => p._id);
