import { type InboxResponse, STREAM_RECONNECT_MS } from '@mithaq/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { meQueryKey } from '../../../lib/current-member';
import { useInvalidateInterestData } from '../../../lib/interests/invalidate-interest-data';
import { INTEREST_SENT_MS } from '../../../lib/interests/send-interest';
import {
  notificationFeedQueryKey,
  type UnreadNotificationCount,
  unreadNotificationCountQueryKey,
} from '../../../lib/notification-keys';
import { useToken } from '../../../lib/session';
import { supportTicketsQueryKey } from '../../../lib/support-keys';
import { markPushMoment } from '../../notifications/push/push-moments';
import { inboxQueryKey } from '../api/get-inbox';
import { threadQueryKey } from '../api/get-thread';
import { createSseParser } from '../lib/sse-parser';
import type { StreamEventHandlers } from '../lib/stream-events';
import type { ThreadPages } from '../lib/thread-pages';
import { streamStatus, useIsStreamConnected } from './stream-status';

const STREAM_PATH = '/api/messages/stream';

// The stream's event checks carry the messaging contracts and zod: they load as the stream opens,
// after the page has drawn, instead of with every signed-in page (issue 10 budgets).
const loadStreamEvents = () => import('../lib/stream-events');
type StreamEvents = Awaited<ReturnType<typeof loadStreamEvents>>;

function cacheHandlers(
  { threadsToRefresh, applyConversationChange, withOwnMessage }: StreamEvents,
  queryClient: QueryClient,
  invalidateInterestData: () => unknown,
  later: (run: () => void, ms: number) => void,
): StreamEventHandlers {
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
      if (message.sender !== userId) {
        // One of the viewer's own messages (new from another device, or its ticks): the event has it all.
        queryClient.setQueryData<ThreadPages>(threadQueryKey(userId), (data) => withOwnMessage(data, message));
        return;
      }
      // A silent refresh: an open thread refetches in the background, keeping what it shows meanwhile,
      // and the fetch marks the new message read.
      void queryClient.invalidateQueries({ queryKey: threadQueryKey(userId) });
    },
    onInterest({ action }) {
      // An interest sent to or by the member: the site may offer push notifications (issue 19).
      if (action === 'sent') markPushMoment();
      // As after the member's own interest actions, and a new match adds a conversation. The event
      // also reaches the member who just sent the interest, whose card must show 'Interest Sent!'
      // for its 2 s before the lists reload (spec section 2 "Profile card"); the event does not
      // say which side the viewer is on, so every interest event waits those 2 s.
      later(() => {
        void invalidateInterestData();
        void queryClient.invalidateQueries({ queryKey: inboxQueryKey });
      }, INTEREST_SENT_MS);
    },
    onSupport() {
      // A staff reply shows at once instead of at the next 10 s poll.
      void queryClient.invalidateQueries({ queryKey: supportTicketsQueryKey });
    },
    onNotification({ unreadCount }) {
      // The nav badge takes the server's count as it is; an open /notifications page refetches its
      // feed to show the new item, or the items another device read.
      queryClient.setQueryData<UnreadNotificationCount>(unreadNotificationCountQueryKey, { unreadCount });
      void queryClient.invalidateQueries({ queryKey: notificationFeedQueryKey });
    },
  };
}

/**
 * Reads the stream until it ends. Resolves when it ends or fails; rejects only when aborted.
 * `onOpen` runs once the server has accepted it.
 */
async function readStream(
  token: string,
  signal: AbortSignal,
  { routeStreamEvent }: StreamEvents,
  handlers: StreamEventHandlers,
  onOpen: () => void,
  onUnauthorized: () => void,
): Promise<void> {
  let res: Response;
  try {
    res = await fetch(STREAM_PATH, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      cache: 'no-store',
      // Open for as long as the member stays: never among the page's important requests, which a
      // browser (and Lighthouse, waiting for the page to go quiet) would otherwise wait on.
      priority: 'low',
      signal,
    });
  } catch (err) {
    if (signal.aborted) throw err;
    return; // offline or refused: try again later
  }
  if (res.status === 401) {
    onUnauthorized();
    return;
  }
  if (!res.ok || !res.body) return;
  onOpen();
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser({ onEvent: (event) => routeStreamEvent(event, handlers) });
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
  } catch (err) {
    if (signal.aborted) throw err;
  } finally {
    parser.end();
  }
}

/**
 * The live message stream of spec section 4: one per tab, opened while signed in and closed on
 * sign-out (the token changes). It is read with fetch, not EventSource, so the token stays in the
 * Authorization header (STACK-NOTES "Server"). After any failure or end it reconnects 5 s later.
 * A 401 is left to the session logic: `me` is refetched, and its 401 signs the member out
 * (lib/api-client), which closes the stream here. Returns whether the stream is open.
 */
export function useMessageStream(): boolean {
  const token = useToken();
  const queryClient = useQueryClient();
  const invalidateInterestData = useInvalidateInterestData();

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    const pending = new Set<ReturnType<typeof setTimeout>>();
    const later = (run: () => void, ms: number) => {
      const t = setTimeout(() => {
        pending.delete(t);
        run();
      }, ms);
      pending.add(t);
    };
    let timer: ReturnType<typeof setTimeout> | undefined;

    const connect = async () => {
      try {
        const events = await loadStreamEvents();
        await readStream(
          token,
          controller.signal,
          events,
          cacheHandlers(events, queryClient, invalidateInterestData, later),
          () => {
            streamStatus.setConnected(true);
            // Feed changes while no stream was open sent no event: the badge catches up now.
            void queryClient.invalidateQueries({ queryKey: unreadNotificationCountQueryKey });
          },
          () => void queryClient.invalidateQueries({ queryKey: meQueryKey }),
        );
      } catch {
        return; // aborted: signed out or unmounted
      } finally {
        streamStatus.setConnected(false);
      }
      if (controller.signal.aborted) return;
      // Meanwhile the inbox polls again; on reconnecting the server's first event is a fresh inbox.
      timer = setTimeout(() => void connect(), STREAM_RECONNECT_MS);
    };
    void connect();

    return () => {
      controller.abort();
      clearTimeout(timer);
      for (const t of pending) clearTimeout(t);
      streamStatus.setConnected(false);
    };
  }, [token, queryClient, invalidateInterestData]);

  return useIsStreamConnected();
}
