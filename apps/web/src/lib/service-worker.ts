/** Where the build writes the service worker (src/sw/sw.ts, vite.config.ts). */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the site's service worker for the whole site. The browser checks `/sw.js` itself on
 * each visit (the server sends it `no-cache`, and `updateViaCache: 'none'` keeps the HTTP cache out
 * of it): a new deploy's worker installs and takes over by itself (src/sw/sw.ts). Failing to
 * register changes nothing for the page: the site works the same without it.
 */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  try {
    return await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
  } catch {
    return null;
  }
}

// Imported by main.tsx after the page's load event: register when the browser is next idle.
if (typeof window !== 'undefined' && 'serviceWorker' in navigator) {
  const register = () => void registerServiceWorker();
  if ('requestIdleCallback' in window) requestIdleCallback(register);
  else setTimeout(register, 0);
}
