import type { FastifyInstance } from 'fastify';
import type { TestMember } from '../../test/factories.js';

/** The token of the reset link in a message's text. */
export function tokenIn(text: string | undefined): string {
  const token = /\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(text ?? '')?.[1];
  if (!token) throw new Error(`no reset link in: ${text}`);
  return token;
}

/** Thin wrappers over app.inject for the password routes. */
export function passwordApi(t: { app: FastifyInstance }) {
  const post = (url: string, payload: object, headers?: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/auth/password${url}`, payload, headers });
  return {
    forgot: (email: string) => post('/forgot', { email }),
    reset: (token: string, password: string) => post('/reset', { token, password }),
    change: (who: TestMember, currentPassword: string, newPassword: string) =>
      post('/change', { currentPassword, newPassword }, who.auth),
    login: (email: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } }),
    me: (auth: { authorization: string }) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth }),
  };
}
