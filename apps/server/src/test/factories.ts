import { randomUUID } from 'node:crypto';
import type { RegisterInput } from '@mithaq/contracts/auth';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../platform/db/client.js';
import { members } from '../platform/db/schema.js';

export interface TestMember {
  id: string;
  token: string;
  email: string;
  password: string;
  auth: { authorization: string };
}

export function registrationInput(overrides: Partial<RegisterInput> = {}): RegisterInput {
  return {
    fullName: 'Aisha Rahman',
    email: `member-${randomUUID()}@example.com`,
    password: 'correct-horse',
    age: 27,
    gender: 'Female',
    city: 'Hyderabad',
    profession: 'Engineer',
    sect: 'Sunni',
    madhab: 'Hanafi',
    ...overrides,
  };
}

type MemberColumns = Partial<typeof members.$inferInsert>;

/**
 * Registers a member through the real API, then applies any further column values directly
 * (profile fields, tier, status) so a test can start from the state it needs.
 */
export async function createMember(
  app: FastifyInstance,
  db: Db,
  overrides: Partial<RegisterInput> & { columns?: MemberColumns } = {},
): Promise<TestMember> {
  const { columns, ...registration } = overrides;
  const input = registrationInput(registration);
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: input });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const { token } = res.json() as { token: string };
  const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
  const id = (me.json() as { _id: string })._id;
  if (columns) await db.update(members).set(columns).where(eq(members.id, id));
  return {
    id,
    token,
    email: input.email.toLowerCase(),
    password: input.password,
    auth: { authorization: `Bearer ${token}` },
  };
}
