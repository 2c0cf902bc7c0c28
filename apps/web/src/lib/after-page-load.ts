/**
 * Work a page's first paint does not need (the live stream, the signed-in session's extras, the
 * code behind menus and popovers) waits until the page has loaded, so it neither competes with the
 * page's own downloads nor keeps its network busy while it loads (docs/decisions/0039-signed-in-pages-speed.md). In
 * this app the load event comes before a signed-in page has fetched its code and data, so "loaded" is also: no
 * download has ended for a moment (resource timing reports each as it ends), and the browser is
 * idle. On a later navigation in the app the page has long loaded: it runs at the next idle moment.
 */
const IDLE_TIMEOUT_MS = 2_000;
const QUIET_MS = 500;
/** However busy the network stays (a slow image), the rest starts by then. */
const MAX_QUIET_WAIT_MS = 5_000;

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

function whenNetworkQuiet(run: () => void) {
  let hasRun = false;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let observer: PerformanceObserver | undefined;
  const finish = () => {
    if (hasRun) return;
    hasRun = true;
    clearTimeout(quiet);
    clearTimeout(cap);
    observer?.disconnect();
    run();
  };
  const restartQuiet = () => {
    clearTimeout(quiet);
    quiet = setTimeout(finish, QUIET_MS);
  };
  const cap = setTimeout(finish, MAX_QUIET_WAIT_MS);
  if ('PerformanceObserver' in window) {
    observer = new PerformanceObserver(restartQuiet);
    observer.observe({ type: 'resource' });
  }
  restartQuiet();
}

/** Resolves once the page has loaded, its downloads have paused and the browser is idle (at once after that). */
export function afterPageLoad(): Promise<void> {
  waiting ??= new Promise<void>((resolve) => {
    const settle = () =>
      whenNetworkQuiet(() =>
        whenIdle(() => {
          markLoaded();
          resolve();
        }),
      );
    if (document.readyState === 'complete') settle();
    else addEventListener('load', settle, { once: true });
  });
  return waiting;
}

/** Calls `listener` once the page has loaded (lib/use-after-page-load.ts). */
export function subscribeToPageLoad(listener: () => void) {
  listeners.add(listener);
  void afterPageLoad();
  return () => {
    listeners.delete(listener);
  };
}

/** Whether the page has loaded and the browser has been idle since. */
export const hasPageLoaded = () => hasLoaded;
