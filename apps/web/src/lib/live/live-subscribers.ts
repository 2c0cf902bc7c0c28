import type { StreamEventHandlers } from './live-events';

/**
 * What the live stream's readers listen to: its event kinds, each by the name of its handler in
 * live-events.ts, and `onOpen`, once each time the stream is (re)opened, for data to catch up with
 * what changed while no stream was open.
 */
export type LiveHandlers = Partial<StreamEventHandlers> & { onOpen?: () => void };

const subscribers = new Set<LiveHandlers>();

/** A feature listens to its own kinds of live event (use-live-stream.ts reads them); returns the unsubscribe. */
export function subscribeLive(handlers: LiveHandlers): () => void {
  subscribers.add(handlers);
  return () => {
    subscribers.delete(handlers);
  };
}

function emit<K extends keyof LiveHandlers>(kind: K, ...args: Parameters<NonNullable<LiveHandlers[K]>>): void {
  for (const handlers of subscribers) {
    const handler = handlers[kind] as ((...a: typeof args) => void) | undefined;
    handler?.(...args);
  }
}

/** The handlers the stream routes each checked event to: every subscriber's, in the order they subscribed. */
export const liveEventHandlers: StreamEventHandlers = {
  onInbox: (inbox) => emit('onInbox', inbox),
  onConversation: (change) => emit('onConversation', change),
  onMessage: (event) => emit('onMessage', event),
  onInterest: (event) => emit('onInterest', event),
  onSupport: (event) => emit('onSupport', event),
  onNotification: (event) => emit('onNotification', event),
};

/** Tells every subscriber the stream has just opened. */
export function emitLiveOpen(): void {
  emit('onOpen');
}

/**
 * Timers a subscriber starts from its handlers, all cancelled together when it stops listening
 * (sign-out or unmount), so no handler runs for a session that has ended.
 */
export function sessionTimers() {
  const pending = new Set<ReturnType<typeof setTimeout>>();
  return {
    later(run: () => void, ms: number) {
      const t = setTimeout(() => {
        pending.delete(t);
        run();
      }, ms);
      pending.add(t);
    },
    cancelAll() {
      for (const t of pending) clearTimeout(t);
      pending.clear();
    },
  };
}
