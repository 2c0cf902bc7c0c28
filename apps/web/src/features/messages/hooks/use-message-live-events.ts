import type { InboxResponse } from '@mithaq/contracts/messaging';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { INTEREST_SENT_MS } from '../../../lib/interests/send-interest';
import { type LiveHandlers, sessionTimers, subscribeLive } from '../../../lib/live/live-subscribers';
import { useToken } from '../../../lib/session';
import { inboxQueryKey } from '../api/get-inbox';
import { threadQueryKey } from '../api/get-thread';
import { applyConversationChange } from '../lib/inbox-patch';
import { threadsToRefresh } from '../lib/stream-events';
import { heldCopyOf, type ThreadPages, withOwnMessage } from '../lib/thread-pages';

function messageHandlers(queryClient: QueryClient, later: (run: () => void, ms: number) => void): LiveHandlers {
  return {
    onInbox(inbox: InboxResponse) {
      queryClient.setQueryData(inboxQueryKey, inbox);
      const stale = threadsToRefresh(
        inbox,
        (userId) => queryClient.getQueryData<ThreadPages>(threadQueryKey(userId))?.pages[0],
      );
      for (const userId of stale) void queryClient.invalidateQueries({ queryKey: threadQueryKey(userId) });
    },
    onConversation(change) {
      const cached = queryClient.getQueryData<InboxResponse>(inboxQueryKey);
      if (!cached) return; // nothing shows the inbox yet: it loads fresh when something does
      const patched = applyConversationChange(cached, change);
      if (patched) queryClient.setQueryData(inboxQueryKey, patched);
      else void queryClient.invalidateQueries({ queryKey: inboxQueryKey });
    },
    onMessage({ userId, message }) {
      // The inbox follows the `conversation` event that comes with every new message.
      const threadKey = threadQueryKey(userId);
      if (message.sender !== userId) {
        // One of the viewer's own messages (new from another device, released from review, or its ticks):
        // the event has it all. A release also ends the review, so the thread refetches to drop its notice.
        const cached = queryClient.getQueryData<ThreadPages>(threadKey);
        queryClient.setQueryData<ThreadPages>(threadKey, (data) => withOwnMessage(data, message));
        if (heldCopyOf(cached, message)) void queryClient.invalidateQueries({ queryKey: threadKey });
        return;
      }
      // A silent refresh: an open thread refetches in the background, keeping what it shows meanwhile,
      // and the fetch marks the new message read.
      void queryClient.invalidateQueries({ queryKey: threadKey });
    },
    onInterest() {
      // A new match adds a conversation; it reloads with the interest lists, after the 2 s a card
      // shows 'Interest Sent!' (lib/interests/use-interest-live-events.ts).
      later(() => void queryClient.invalidateQueries({ queryKey: inboxQueryKey }), INTEREST_SENT_MS);
    },
  };
}

/**
 * Messaging's part of the live stream (lib/live/use-live-stream.ts): the inbox and open threads
 * follow its `inbox`, `conversation` and `message` events while the member is signed in.
 */
export function useMessageLiveEvents(): void {
  const token = useToken();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    const timers = sessionTimers();
    const unsubscribe = subscribeLive(messageHandlers(queryClient, timers.later));
    return () => {
      unsubscribe();
      timers.cancelAll();
    };
  }, [token, queryClient]);
}
