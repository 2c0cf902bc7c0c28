import { describe, expect, it } from 'vitest';
import { offlineLocale } from '../i18n/member-locale';
import { isMemberData, pageKind } from './requests';

describe('isMemberData', () => {
  it('covers the API, the event stream and members photos', () => {
    for (const path of ['/api', '/api/me', '/api/messages/stream', '/api/notifications', '/media/photos/abc.webp']) {
      expect(isMemberData(path), path).toBe(true);
    }
  });

  it('does not cover the site pages and build files', () => {
    for (const path of ['/', '/apiary', '/dashboard', '/assets/index-abc.js', '/mediation']) {
      expect(isMemberData(path), path).toBe(false);
    }
  });
});

describe('pageKind', () => {
  it('tells public pages, in every language, from members pages', () => {
    expect(pageKind('/')).toBe('public');
    expect(pageKind('/about')).toBe('public');
    expect(pageKind('/hi/about')).toBe('public');
    expect(pageKind('/ar/')).toBe('public');
    expect(pageKind('/dashboard')).toBe('app');
    expect(pageKind('/messages')).toBe('app');
    expect(pageKind('/premium/receipt/txn-1')).toBe('app');
  });

  it('leaves addresses without a page to the network, and member data out', () => {
    expect(pageKind('/no-such-page')).toBe('other');
    expect(pageKind('/api/me')).toBe('member-data');
    expect(pageKind('/media/x.webp')).toBe('member-data');
  });
});

describe('offlineLocale', () => {
  it("takes the address's language first", () => {
    expect(offlineLocale('/ur/about', 'hi', ['ar'])).toBe('ur');
  });

  it('then the lang cookie, then the browser, then English', () => {
    expect(offlineLocale('/dashboard', 'hi', ['ar'])).toBe('hi');
    expect(offlineLocale('/dashboard', null, ['ar-EG', 'en'])).toBe('ar');
    expect(offlineLocale('/about', 'xx', ['fr'])).toBe('en');
  });
});
