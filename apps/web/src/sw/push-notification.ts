import type { PushPayload } from '@mithaq/contracts/notifications';
import { APP_ICONS } from './app-files';

/**
 * The contract's PushPayload, checked by hand: the worker carries no zod. A push the browser shows
 * must show something (userVisibleOnly), so a malformed one still shows the site's name.
 */
export function readPushPayload(data: unknown): PushPayload | null {
  if (!data || typeof data !== 'object') return null;
  const { title, body, url, tag } = data as Record<string, unknown>;
  if (typeof title !== 'string' || typeof body !== 'string' || typeof url !== 'string' || typeof tag !== 'string') {
    return null;
  }
  return { title, body, url, tag };
}

/** A path of this site to open, never another origin: a bad or foreign `url` opens the notifications page. */
export function notificationTarget(url: unknown, origin: string): string {
  if (typeof url === 'string') {
    try {
      const target = new URL(url, origin);
      if (target.origin === origin) return target.href;
    } catch {
      // not a URL: the fallback below
    }
  }
  return new URL('/notifications', origin).href;
}

export interface ShownNotification {
  title: string;
  options: NotificationOptions & { renotify?: boolean };
}

/** What a push shows: the texts as sent (already in the member's language), our icon and badge. */
export function notificationFor(data: unknown): ShownNotification {
  const payload = readPushPayload(data);
  if (!payload) {
    return {
      title: 'Mithaq',
      options: { icon: APP_ICONS.any192, badge: APP_ICONS.badge, data: { url: '/notifications' } },
    };
  }
  return {
    title: payload.title,
    options: {
      body: payload.body,
      tag: payload.tag,
      // Same tag replaces the earlier notification (one per conversation); renotify still alerts for the new one.
      renotify: true,
      icon: APP_ICONS.any192,
      badge: APP_ICONS.badge,
      data: { url: payload.url },
    },
  };
}
