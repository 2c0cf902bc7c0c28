import { describe, expect, it } from 'vitest';
import { APP_ICONS } from './app-files';
import { notificationFor, notificationTarget } from './push-notification';

const ORIGIN = 'https://mithaq.example';

describe('notificationFor', () => {
  it('shows the payload with our icon and badge, its tag, renotify and the page to open', () => {
    const shown = notificationFor({
      title: 'Ayesha',
      body: 'sent you an interest',
      url: '/dashboard?tab=received',
      tag: 'i-1',
    });
    expect(shown).toEqual({
      title: 'Ayesha',
      options: {
        body: 'sent you an interest',
        tag: 'i-1',
        renotify: true,
        icon: APP_ICONS.any192,
        badge: APP_ICONS.badge,
        data: { url: '/dashboard?tab=received' },
      },
    });
  });

  it('still shows the site name for a malformed push (the browser requires something visible)', () => {
    expect(notificationFor({ title: 3 }).title).toBe('Mithaq');
    expect(notificationFor(null).options.data).toEqual({ url: '/notifications' });
  });
});

describe('notificationTarget', () => {
  it('opens paths of this site only', () => {
    expect(notificationTarget('/messages?with=abc', ORIGIN)).toBe(`${ORIGIN}/messages?with=abc`);
    expect(notificationTarget('https://evil.example/x', ORIGIN)).toBe(`${ORIGIN}/notifications`);
    expect(notificationTarget(undefined, ORIGIN)).toBe(`${ORIGIN}/notifications`);
  });
});
