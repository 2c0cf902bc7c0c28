import { describe, expect, it } from 'vitest';
import { earlyPageStart, FIRST_BROWSE_PATH } from './early-page-start';

const start = (pathname: string, search = '', languages = ['en-GB']) => earlyPageStart({ pathname, search }, languages);

describe('what a signed-in page starts from its first script', () => {
  it('the dashboard: the member, the first page of profiles with no filter, and the interests', () => {
    expect(start('/dashboard')?.reads).toEqual(['/api/auth/me', FIRST_BROWSE_PATH, '/api/profiles/interests']);
    expect(start('/dashboard', '?tab=accepted')?.reads).toEqual(['/api/auth/me', '/api/profiles/interests']);
    expect(start('/dashboard', '?tab=nonsense')?.reads).toHaveLength(3);
  });

  it('a conversation: the inbox and its newest messages', () => {
    expect(start('/messages', '?user=a%2Fb')?.reads).toEqual([
      '/api/auth/me',
      '/api/messages/inbox',
      '/api/messages/a%2Fb',
    ]);
    expect(start('/messages')?.reads).toEqual(['/api/auth/me', '/api/messages/inbox']);
  });

  it('notifications: the feed and the interests; the profile: the member alone', () => {
    expect(start('/notifications')?.reads).toEqual(['/api/auth/me', '/api/notifications', '/api/profiles/interests']);
    expect(start('/profile')?.reads).toEqual(['/api/auth/me']);
  });

  it("loads the frame's and the page's catalogs in the language the app starts in", () => {
    expect(start('/dashboard', '', ['ar-EG', 'en'])).toMatchObject({
      locale: 'ar',
      namespaces: ['app', 'browse', 'visits', 'picks', 'shortlist', 'member', 'errors', 'options'],
    });
  });

  it('starts nothing on public, staff or guardian pages', () => {
    for (const path of ['/', '/login', '/premium', '/admin', '/guardian', '/ur/about']) expect(start(path)).toBeNull();
  });
});
