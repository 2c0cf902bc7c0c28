import { MEMBER_SESSION_COOKIE, MEMBER_SESSION_COOKIE_MAX_AGE_S } from '@mithaq/contracts';
import { describe, expect, it } from 'vitest';
import { sessionCookie } from './session';

describe('the session cookie the server draws members pages with', () => {
  it('carries the token site-wide for as long as a session can live, Secure over HTTPS', () => {
    expect(sessionCookie('abc.def', true)).toBe(
      `${MEMBER_SESSION_COOKIE}=abc.def; Path=/; Max-Age=${MEMBER_SESSION_COOKIE_MAX_AGE_S}; SameSite=Lax; Secure`,
    );
    expect(sessionCookie('abc.def', false)).not.toContain('Secure');
  });

  it('is expired at once when the session ends', () => {
    expect(sessionCookie(null, false)).toBe(`${MEMBER_SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
  });
});
