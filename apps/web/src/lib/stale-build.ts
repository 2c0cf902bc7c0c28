import { STORAGE_KEYS } from './storage-keys';

/**
 * Within this long of the last automatic reload, another failure is not a stale page but a missing
 * file on the server: the error is left to show instead of reloading again and again.
 */
export const STALE_BUILD_RELOAD_GUARD_MS = 60_000;

interface Tab {
  addEventListener(type: 'vite:preloadError', listener: () => void): void;
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
  location: Pick<Location, 'reload'>;
}

/** Whether to reload now, given when this tab last reloaded itself (null: never). */
export function shouldReloadForStaleBuild(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || Number.isNaN(lastReloadAt) || now - lastReloadAt >= STALE_BUILD_RELOAD_GUARD_MS;
}

/**
 * After a deploy, a page loaded before it asks for page chunks whose hashed names no longer exist
 * (the server answers 404). Vite signals that as `vite:preloadError`: the page reloads once to get
 * the new build's names (docs/decisions/0022-running-as-a-fleet.md). A tab without session storage
 * never reloads, so it cannot loop.
 */
export function reloadOnStaleBuild(tab: Tab, now: () => number = Date.now): void {
  tab.addEventListener('vite:preloadError', () => {
    try {
      const stored = tab.sessionStorage.getItem(STORAGE_KEYS.staleBuildReloadAt);
      if (!shouldReloadForStaleBuild(stored === null ? null : Number(stored), now())) return;
      tab.sessionStorage.setItem(STORAGE_KEYS.staleBuildReloadAt, String(now()));
    } catch {
      return;
    }
    tab.location.reload();
  });
}
