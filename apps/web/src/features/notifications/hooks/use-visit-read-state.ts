import type { NotificationItem } from '@mithaq/contracts/notifications';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { NotificationPages } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-notifications-read';

interface Arrival {
  /** Items unread when the page opened: highlighted for this visit although now read on the server. */
  ids: ReadonlySet<string>;
  /** The server's unread count then (it may count items on pages not loaded yet). */
  count: number;
}

/**
 * Spec section 4: opening the page marks all as read once loading ends, now on the server (POST
 * read all), so the badge clears on every device. The visit still shows what was new when it
 * began, and counts it in the header with anything that arrives later, until Mark all as read.
 */
export function useVisitReadState(feed: UseInfiniteQueryResult<NotificationPages>) {
  const { mutate: markAll } = useMarkAllNotificationsRead();
  const [arrival, setArrival] = useState<Arrival | null>(null);
  const pages = feed.data?.pages;
  const isLoaded = feed.isSuccess && !feed.isFetching;

  useEffect(() => {
    if (arrival || !isLoaded || !pages) return;
    const unread = pages.flatMap((page) => page.items).filter((item) => !item.read);
    const count = pages[0]?.unreadCount ?? 0;
    // The first arrival stands: marking read changes the feed at once, and the effect can run again
    // on those pages before this update is applied (a page taken over from the server's HTML).
    setArrival((first) => first ?? { ids: new Set(unread.map((item) => item.id)), count });
    if (count > 0) markAll();
  }, [arrival, isLoaded, pages, markAll]);

  const isNew = useCallback((item: NotificationItem) => !item.read || (arrival?.ids.has(item.id) ?? false), [arrival]);

  const arrivedSince = (pages ?? [])
    .flatMap((page) => page.items)
    .filter((item) => !item.read && !arrival?.ids.has(item.id)).length;
  const newCount = arrival ? arrival.count + arrivedSince : (pages?.[0]?.unreadCount ?? 0);

  const markAllRead = () => {
    setArrival({ ids: new Set(), count: 0 });
    markAll();
  };

  return { isNew, newCount, markAllRead };
}
