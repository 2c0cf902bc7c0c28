import { useSyncExternalStore } from 'react';

/**
 * 'A minute ago' depends on when it is read. A page the server drew says it as of its drawing, and
 * the app takes that page over as of the same moment (the page's state carries it: contracts
 * MemberPageState `drawnAt`), so hydration finds exactly the text it would draw, whatever the
 * browser's clock says; at once after, the page is drawn again by the browser's clock, and kept
 * current. This is useSyncExternalStore's server snapshot, which React reads only on the server and
 * while hydrating (docs/decisions/0045-what-a-member-does-on-a-drawn-page-before-the-app-takes-it-over.md).
 */
let drawnAt: number | null = null;

/** The moment the server draws (or drew) the page at; null when no page is being drawn. */
export const drawAt = (time: number | null) => {
  drawnAt = time;
};

/** 'Just now' turns into '1 minute ago' on its own, without redrawing the page every second. */
const TICK_MS = 30_000;
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick() {
  now = Date.now();
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) timer = setInterval(tick, TICK_MS);
  // A clock nobody read for a while is behind: brought up to date for the one reading it now.
  const before = now;
  now = Date.now();
  if (now !== before) listener();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearInterval(timer);
  };
}

const browserNow = () => now;
const drawingNow = () => drawnAt ?? now;

/** The time 'how long ago' is measured from (milliseconds since 1970). */
export function useNow(): number {
  return useSyncExternalStore(subscribe, browserNow, drawingNow);
}
