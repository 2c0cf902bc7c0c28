import { useSyncExternalStore } from 'react';

/**
 * Work a page's first paint does not need (the live stream, the signed-in session's extras, the
 * code behind menus, tooltips and popovers) waits until the page has loaded and the browser is next
 * idle, so it neither competes with the page's own downloads nor keeps its network busy while it
 * loads (issue 21). On a later navigation in the app the page has long loaded: it runs at the next
 * idle moment.
 */
const IDLE_TIMEOUT_MS = 2_000;

let hasLoaded = false;
const listeners = new Set<() => void>();
let waiting: Promise<void> | undefined;

function markLoaded() {
  hasLoaded = true;
  for (const listener of listeners) listener();
}

function whenIdle(run: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, 0);
}

/** Resolves once the page has loaded and the browser is idle (at once after that). */
export function afterPageLoad(): Promise<void> {
  waiting ??= new Promise<void>((resolve) => {
    const settle = () =>
      whenIdle(() => {
        markLoaded();
        resolve();
      });
    if (document.readyState === 'complete') settle();
    else addEventListener('load', settle, { once: true });
  });
  return waiting;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  void afterPageLoad();
  return () => {
    listeners.delete(listener);
  };
}

/** False until the page has loaded and the browser is idle, then true (and false while prerendering). */
export function useAfterPageLoad(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hasLoaded,
    () => false,
  );
}
