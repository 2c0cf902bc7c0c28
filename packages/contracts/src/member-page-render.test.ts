import { describe, expect, it } from 'vitest';
import { cookieValue } from './cookies';
import { localeFromCookieHeader } from './i18n/locales';
import {
  isServerDrawnMemberPath,
  knownTimeZone,
  MEMBER_PAGE_STATE_ID,
  memberPageStateTag,
  memberPageTemplateFile,
  requestLooksLikePhone,
  serializeMemberPageState,
} from './member-page-render';

describe('member page state', () => {
  it('cannot be ended early by what a member wrote', () => {
    const state = {
      locale: 'en' as const,
      phone: false,
      drawnAt: Date.UTC(2026, 10, 28, 12, 0),
      queries: [{ key: ['me'], data: { name: '</script><script>alert(1)</script>' } }],
    };
    const text = serializeMemberPageState(state);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(state);
    const tag = memberPageStateTag(state);
    expect(tag.startsWith(`<script type="application/json" id="${MEMBER_PAGE_STATE_ID}">`)).toBe(true);
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
  });

  it('names a template per page and language, and only for the drawn pages', () => {
    expect(memberPageTemplateFile('/dashboard', 'ur')).toBe('ur/dashboard.html');
    expect(isServerDrawnMemberPath('/profile')).toBe(true);
    expect(isServerDrawnMemberPath('/messages')).toBe(true);
    expect(isServerDrawnMemberPath('/settings')).toBe(false);
    expect(isServerDrawnMemberPath('toString')).toBe(false);
  });
});

describe('drawing for the browser that asked', () => {
  const pixel7 =
    'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Mobile Safari/537.36';
  const iPhone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
  const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Safari/537.36';
  const tablet =
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Safari/537.36';

  it('takes the client hint first, then the Mobi in the user agent', () => {
    expect(requestLooksLikePhone({ 'user-agent': pixel7 })).toBe(true);
    expect(requestLooksLikePhone({ 'user-agent': iPhone })).toBe(true);
    expect(requestLooksLikePhone({ 'user-agent': desktop })).toBe(false);
    expect(requestLooksLikePhone({ 'user-agent': tablet })).toBe(false);
    expect(requestLooksLikePhone({ 'user-agent': desktop, 'sec-ch-ua-mobile': '?1' })).toBe(true);
    expect(requestLooksLikePhone({ 'user-agent': pixel7, 'sec-ch-ua-mobile': '?0' })).toBe(false);
    expect(requestLooksLikePhone({})).toBe(false);
  });

  it('keeps only a time zone the runtime knows', () => {
    expect(knownTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(knownTimeZone('UTC')).toBe('UTC');
    expect(knownTimeZone('Mars/Olympus_Mons')).toBeNull();
    expect(knownTimeZone('x'.repeat(100))).toBeNull();
    expect(knownTimeZone(null)).toBeNull();
  });
});

describe('cookieValue', () => {
  it('reads one cookie out of a header, keeping = inside values', () => {
    expect(cookieValue('a=1; mithaq_session=abc.def=; lang=ur', 'mithaq_session')).toBe('abc.def=');
    expect(cookieValue('xmithaq_session=1', 'mithaq_session')).toBeNull();
    expect(cookieValue(undefined, 'lang')).toBeNull();
    expect(cookieValue('lang', 'lang')).toBeNull();
  });

  it('still gives the language cookie only when it names one of ours', () => {
    expect(localeFromCookieHeader('x=1; lang=ar')).toBe('ar');
    expect(localeFromCookieHeader('lang=fr')).toBeNull();
  });
});
