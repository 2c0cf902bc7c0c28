import { describe, expect, it } from 'vitest';
import { cookieValue } from './cookies';
import { localeFromCookieHeader } from './i18n/locales';
import {
  isServerDrawnMemberPath,
  MEMBER_PAGE_STATE_ID,
  memberPageStateTag,
  memberPageTemplateFile,
  serializeMemberPageState,
} from './member-page-render';

describe('member page state', () => {
  it('cannot be ended early by what a member wrote', () => {
    const state = {
      locale: 'en' as const,
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
    expect(isServerDrawnMemberPath('/messages')).toBe(false);
    expect(isServerDrawnMemberPath('toString')).toBe(false);
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
