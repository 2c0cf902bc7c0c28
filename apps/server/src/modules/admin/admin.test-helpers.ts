import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app.js';
import { createAdmin } from './admin-auth.service.js';

export interface TestAdmin {
  id: string;
  email: string;
  password: string;
  token: string;
  auth: { authorization: string };
}

/** A staff account made as the CLI makes it, signed in through the real login route. */
export async function createTestAdmin(t: TestApp, name = 'Sara Staff'): Promise<TestAdmin> {
  const email = `staff-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'staff-password-123';
  const admin = await createAdmin({ db: t.db }, { name, email, password });
  const res = await t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  const { token } = res.json() as { token: string };
  return { id: admin._id, email, password, token, auth: { authorization: `Admin ${token}` } };
}

/** Thin wrappers over app.inject for the staff routes. */
export function adminApi(t: { app: FastifyInstance }) {
  const call = (method: 'GET' | 'POST', url: string, who: TestAdmin | undefined, payload?: object) =>
    t.app.inject({ method, url, headers: who?.auth, ...(payload === undefined ? {} : { payload }) });
  return {
    profiles: (who: TestAdmin, query = '') => call('GET', `/api/admin/profiles${query}`, who),
    profile: (who: TestAdmin, userId: string) => call('GET', `/api/admin/profiles/${userId}`, who),
    setStatus: (who: TestAdmin, userId: string, status: string) =>
      call('POST', `/api/admin/profiles/${userId}/status`, who, { status }),
    photos: (who: TestAdmin, status = 'pending') => call('GET', `/api/admin/photos?status=${status}`, who),
    decidePhoto: (who: TestAdmin, userId: string, status: string, notes?: string) =>
      call('POST', `/api/admin/photos/${userId}/decision`, who, { status, notes }),
    ids: (who: TestAdmin, status = 'pending') => call('GET', `/api/admin/ids?status=${status}`, who),
    decideId: (who: TestAdmin, userId: string, status: string, notes?: string) =>
      call('POST', `/api/admin/ids/${userId}/decision`, who, { status, notes }),
    document: (who: TestAdmin, userId: string) => call('GET', `/api/admin/ids/${userId}/document`, who),
    tickets: (who: TestAdmin, status = 'all') => call('GET', `/api/admin/support?status=${status}`, who),
    replyTicket: (who: TestAdmin, id: string, message: string, status: string) =>
      call('POST', `/api/admin/support/${id}/reply`, who, { message, status }),
    audit: (who: TestAdmin) => call('GET', '/api/admin/audit?limit=100', who),
  };
}
export type AdminApi = ReturnType<typeof adminApi>;
