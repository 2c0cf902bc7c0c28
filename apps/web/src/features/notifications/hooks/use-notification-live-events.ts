import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeLive } from '../../../lib/live/live-subscribers';
import {
  notificationFeedQueryKey,
  type UnreadNotificationCount,
  unreadNotificationCountQueryKey,
} from '../../../lib/notification-keys';

/** The live stream's `notification` events (lib/live/use-live-stream.ts). */
export function useNotificationLiveEvents(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeLive({
        onOpen() {
          // Feed changes while no stream was open sent no event: the badge catches up now.
          void queryClient.invalidateQueries({ queryKey: unreadNotificationCountQueryKey });
        },
        onNotification({ unreadCount }) {
          // The nav badge takes the server's count as it is; an open /notifications page refetches its
          // feed to show the new item, or the items another device read.
          queryClient.setQueryData<UnreadNotificationCount>(unreadNotificationCountQueryKey, { unreadCount });
          void queryClient.invalidateQueries({ queryKey: notificationFeedQueryKey });
        },
      }),
    [queryClient],
  );
}
