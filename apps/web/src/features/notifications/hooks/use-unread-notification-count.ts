import { useMemo } from 'react';
import { useInterests } from '../../../lib/interests/get-interests';
import { useToken } from '../../../lib/session';
import { deriveNotifications, unreadIds } from '../derive-notifications';
import { useReadIds } from '../read-ids-store';

/** How often the nav badge looks for new interests while signed in (ours; the spec names no interval). */
export const NOTIFICATIONS_POLL_MS = 60_000;

/**
 * The Notifications badge count in the top navigation: notifications whose id is not among the
 * stored read ids. It shares the interests cache with the dashboard and the notifications page.
 */
export function useUnreadNotificationCount(): number {
  const token = useToken();
  const interests = useInterests({ refetchInterval: NOTIFICATIONS_POLL_MS });
  const readIds = useReadIds();
  return useMemo(
    () => (token ? unreadIds(deriveNotifications(interests.data), readIds).length : 0),
    [token, interests.data, readIds],
  );
}
