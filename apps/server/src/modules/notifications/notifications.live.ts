import type { LiveRegistry } from '../live/live-registry.js';
import { unreadNotificationCount } from './notifications.service.js';
import { forgetInstance, markAbsent, markPresent, touchInstance } from './presence.repo.js';

/**
 * The unread count on the live stream, and who has the site open (live_streams), which decides
 * whether an email or push is worth sending.
 */
export function registerNotificationLiveEvents(live: LiveRegistry): void {
  live.render('notification', async ({ memberIds }, audience, ctx) => {
    await Promise.all(
      audience
        .present(memberIds)
        .map(async (id) =>
          audience.sendTo(id, 'notification', { unreadCount: await unreadNotificationCount(ctx, id) }),
        ),
    );
  });
  live.recordPresenceWith({ markPresent, markAbsent, touchInstance, forgetInstance });
}
