import { STREAM_RECONNECT_MS } from '@mithaq/contracts/messaging-constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { meQueryKey } from '../current-member';
import { useToken } from '../session';
import type { StreamEventHandlers } from './live-events';
import { emitLiveOpen, liveEventHandlers } from './live-subscribers';
import { createSseParser } from './sse-parser';
import { streamStatus, useIsStreamConnected } from './stream-status';

const STREAM_PATH = '/api/messages/stream';

// The stream's event checks carry the messaging contracts and zod: they load as the stream opens,
// after the page has drawn, instead of with every signed-in page (the budgets in bench/bundle/budget.ts).
const loadStreamEvents = () => import('./live-events');
type StreamEvents = Awaited<ReturnType<typeof loadStreamEvents>>;

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
 * The live stream of spec section 4 (messages, and the interest, support and notification events):
 * one per tab, opened while signed in and closed on sign-out (the token changes). Each feature
 * listens to its own kinds of event through subscribeLive (live-subscribers.ts). It is read with
 * fetch, not EventSource, so the token stays in the Authorization header, never in a URL.
 * After any failure or end it reconnects 5 s later, and subscribers' `onOpen` lets them catch up.
 * A 401 is left to the session logic: `me` is refetched, and its 401 signs the member out
 * (lib/api-client), which closes the stream here. Returns whether the stream is open.
 */
export function useLiveStream(): boolean {
  const token = useToken();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;

    const connect = async () => {
      try {
        const events = await loadStreamEvents();
        await readStream(
          token,
          controller.signal,
          events,
          liveEventHandlers,
          () => {
            streamStatus.setConnected(true);
            emitLiveOpen();
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
      streamStatus.setConnected(false);
    };
  }, [token, queryClient]);

  return useIsStreamConnected();
}
