import { LOCALE_COOKIE } from '@mithaq/contracts/i18n/locales';
import { parseLocalizedPath } from '@mithaq/contracts/i18n/localized-paths';
import { isSitePath } from '@mithaq/contracts/site-paths';

/**
 * Member data: the API (profiles, messages, the live event stream) and members' photos. The worker
 * never answers these, and so never keeps a copy: they go to the network as if it were not there.
 */
export function isMemberData(pathname: string): boolean {
  return (
    pathname === '/api' ||
    pathname.startsWith('/api/') ||
    pathname.startsWith('/api?') ||
    pathname === '/media' ||
    pathname.startsWith('/media/')
  );
}

/**
 * How the worker treats a page load: a public page (prerendered, the same for everyone) is fetched
 * from the network and kept for when it cannot be; a member's page is the app shell, fetched from the
 * network and drawn from the precached shell only when offline; anything else (a 404) from the
 * network only. Member data is never a page of ours.
 */
export type PageKind = 'public' | 'app' | 'other' | 'member-data';

export function pageKind(pathname: string): PageKind {
  if (isMemberData(pathname)) return 'member-data';
  if (parseLocalizedPath(pathname)) return 'public';
  if (isSitePath(pathname)) return 'app';
  return 'other';
}

export { LOCALE_COOKIE };
