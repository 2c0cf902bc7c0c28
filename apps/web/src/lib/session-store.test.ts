import { cookieValue } from '@mithaq/contracts/cookies';
import {
  knownTimeZone,
  MEMBER_SESSION_COOKIE,
  MEMBER_SESSION_COOKIE_MAX_AGE_S,
  MEMBER_TIME_ZONE_COOKIE,
} from '@mithaq/contracts/member-page-render';
import { describe, expect, it } from 'vitest';
import { sessionCookie, timeZoneCookie } from './session-store';

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

describe('the time zone cookie beside it', () => {
  it('carries the zone so the server can read it back as the browser named it', () => {
    const cookie = timeZoneCookie('America/Argentina/Buenos_Aires', true);
    expect(cookie).toContain('; Path=/; ');
    expect(cookie).toContain('; Secure');
    const value = cookieValue(cookie.split(';')[0], MEMBER_TIME_ZONE_COOKIE);
    expect(knownTimeZone(decodeURIComponent(value ?? ''))).toBe('America/Argentina/Buenos_Aires');
  });

  it('ends with the session', () => {
    expect(timeZoneCookie(null, false)).toBe(`${MEMBER_TIME_ZONE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
  });
});
