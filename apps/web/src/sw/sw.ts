/**
 * The service worker (docs/decisions/0027-installable-app-and-push-on-the-web.md "Installable app"): the app shell
 * precached for offline use, page loads from the network first, a friendly offline page, and Web Push notifications.
 * Member data (/api, /media, the event stream) is never answered or kept here: no route matches it,
 * so those requests go to the network as if there were no worker, and nothing but GET is routed at all.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { offlineLocale } from '../i18n/member-locale';
import { offlinePagePath, SHELL_PATH } from './app-files';
import { notificationFor, notificationTarget } from './push-notification';
import { LOCALE_COOKIE, pageKind } from './requests';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

// A new deploy's worker takes over at once: its precache holds the new build's files, and pages of
// the old build that ask for a removed chunk reload once (src/lib/stale-build.ts).
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

/** Only 200s are kept: never a redirect to another language's address, an error or a 404. */
const onlyOk = [new CacheableResponsePlugin({ statuses: [200] })];
/** Public pages vary by cookie and language only for the English addresses, which redirect otherwise. */
const publicPages = new NetworkFirst({
  cacheName: 'public-pages',
  plugins: onlyOk,
  matchOptions: { ignoreVary: true },
});

async function cookieLocale(): Promise<string | null> {
  const store = (self as { cookieStore?: { get: (name: string) => Promise<{ value?: string } | null> } }).cookieStore;
  try {
    return (await store?.get(LOCALE_COOKIE))?.value ?? null;
  } catch {
    return null;
  }
}

async function offlinePage(url: URL): Promise<Response> {
  const locale = offlineLocale(url.pathname, await cookieLocale(), self.navigator.languages ?? []);
  return (
    (await matchPrecache(offlinePagePath(locale))) ?? (await matchPrecache(offlinePagePath('en'))) ?? Response.error()
  );
}

async function loadPage(event: FetchEvent, url: URL): Promise<Response> {
  const kind = pageKind(url.pathname);
  try {
    if (kind === 'public') return await publicPages.handle({ event, request: event.request });
    return await fetch(event.request);
  } catch {
    // Offline (or the server unreachable): a member's page is the shell, which draws from the cache;
    // anything else is the offline page.
    const shell = kind === 'app' ? await matchPrecache(SHELL_PATH) : undefined;
    return shell ?? offlinePage(url);
  }
}

// Before the precache route: a page load never comes from the precache first, so a worker can never
// hand out an index.html naming chunks a newer deploy has removed.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && pageKind(url.pathname) !== 'member-data',
  ({ event, url }) => loadPage(event as FetchEvent, url),
);

precacheAndRoute(self.__WB_MANIFEST, { cleanURLs: false, directoryIndex: '' });

// The other languages' fonts, once a page has used them: their names are hashed, so a kept copy is never stale.
registerRoute(
  ({ request, url }) =>
    request.destination === 'font' && url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'fonts', plugins: onlyOk }),
);

self.addEventListener('push', (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json();
  } catch {
    data = null;
  }
  const { title, options } = notificationFor(data);
  event.waitUntil(self.registration.showNotification(title, options));
});

/** Focuses a tab of the site and opens the notification's page in it, else opens a new window there. */
async function openNotification(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const tab = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (tab) {
    try {
      const focused = await tab.focus();
      await focused.navigate(url);
      return;
    } catch {
      // a tab this worker does not control cannot be navigated from here: open a window instead
    }
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  event.waitUntil(openNotification(notificationTarget(data?.url, self.location.origin)));
});
