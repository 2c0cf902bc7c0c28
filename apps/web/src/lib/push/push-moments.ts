import { useSyncExternalStore } from 'react';

/**
 * The moments after which the site may offer push notifications (docs/decisions/0029-web-push.md: 'only after a
 * meaningful moment, never on page load'): an interest sent by the member or to them, in this tab. Kept tiny and
 * free of the prompt itself, which loads only when one happens (push-prompt-host.tsx).
 */
let moments = 0;
const listeners = new Set<() => void>();

/** Called where an interest is sent (lib/interests/send-interest.ts) or arrives (the live stream: lib/interests/use-interest-live-events.ts). */
export function markPushMoment(): void {
  moments += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How many such moments this tab has seen: 0 until the first. */
export function usePushMoments(): number {
  return useSyncExternalStore(
    subscribe,
    () => moments,
    () => 0,
  );
}
