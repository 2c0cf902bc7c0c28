import { BROWSE_PAGE_SIZE } from '@mithaq/contracts/discovery';
import { SITE_PATHS } from '@mithaq/contracts/site-paths';
import { INBOX_PATH, threadPath } from '../features/messages/api/paths';
import { notificationFeedPath } from '../features/notifications/api/paths';
import { loadNamespaces } from '../i18n/i18n';
import { savedLocaleChoice } from '../i18n/locale-preference';
import { initialLocale } from '../i18n/member-locale';
import type { Namespace } from '../i18n/namespaces';
import { FRAME_NAMESPACES } from '../i18n/namespaces';
import { INTERESTS_PATH, ME_PATH } from '../lib/member-api-paths';
import { startEarlyRequests } from '../lib/start-early-requests';
import { PAGE_NAMESPACES } from './page-namespaces';

interface SignedInPage {
  namespaces: readonly Namespace[];
  /** The page's first GETs besides the member's (`/api/auth/me`), from its address's query. */
  firstReads: (query: URLSearchParams) => string[];
}

const readsNothingMore = () => [];

/**
 * The dashboard opens on All Profiles (dashboard-page.tsx) unless its address names another tab,
 * with no filter set: the first page of `GET /api/profiles` asks only for the page size. The unit
 * tests hold it to what the page's own call asks for; importing the filters or the API client here
 * would bring them into this early file.
 */
export const FIRST_BROWSE_PATH = `/api/profiles?limit=${BROWSE_PAGE_SIZE}`;

function dashboardReads(query: URLSearchParams): string[] {
  const tab = query.get('tab');
  const opensAll = tab !== 'interests' && tab !== 'accepted';
  return opensAll ? [FIRST_BROWSE_PATH, INTERESTS_PATH] : [INTERESTS_PATH];
}

function messagesReads(query: URLSearchParams): string[] {
  const user = query.get('user');
  return user ? [INBOX_PATH, threadPath(user, null)] : [INBOX_PATH];
}

/** The member's pages people open directly (a bookmark, a notification, the installed app's start). */
const SIGNED_IN_PAGES: Record<string, SignedInPage> = {
  [SITE_PATHS.dashboard]: { namespaces: PAGE_NAMESPACES.dashboard, firstReads: dashboardReads },
  [SITE_PATHS.messages]: { namespaces: PAGE_NAMESPACES.messages, firstReads: messagesReads },
  [SITE_PATHS.notifications]: {
    namespaces: PAGE_NAMESPACES.notifications,
    firstReads: () => [notificationFeedPath(null), INTERESTS_PATH],
  },
  [SITE_PATHS.profile]: { namespaces: PAGE_NAMESPACES.profile, firstReads: readsNothingMore },
  [SITE_PATHS.settings]: { namespaces: PAGE_NAMESPACES.settings, firstReads: readsNothingMore },
  [SITE_PATHS.verification]: { namespaces: PAGE_NAMESPACES.verification, firstReads: readsNothingMore },
  [SITE_PATHS.support]: { namespaces: PAGE_NAMESPACES.support, firstReads: readsNothingMore },
};

/** What main.tsx starts for `address`, as the GETs to send and the catalogs to load; null if nothing. */
export function earlyPageStart(
  address: { pathname: string; search: string },
  languages: readonly string[],
): { reads: string[]; namespaces: Namespace[]; locale: ReturnType<typeof initialLocale> } | null {
  const page = SIGNED_IN_PAGES[address.pathname];
  if (!page) return null;
  return {
    reads: [ME_PATH, ...page.firstReads(new URLSearchParams(address.search))],
    namespaces: [...FRAME_NAMESPACES, ...page.namespaces],
    locale: initialLocale(address.pathname, languages, savedLocaleChoice()),
  };
}

/**
 * On a member's page with a stored token, starts the member's and the page's first GETs and the
 * page's catalogs now, in the language the app will start in (i18n/start-locale.ts), instead of
 * after the app's code has arrived and rendered far enough to ask (docs/decisions/0039-signed-in-pages-speed.md).
 */
export function startSignedInPage(token: string, address: { pathname: string; search: string }) {
  const start = earlyPageStart(address, navigator.languages);
  if (!start) return;
  startEarlyRequests(start.reads, token, start.locale);
  // A catalog that fails here is asked for again, and its failure shown, by the page that reads it.
  loadNamespaces(start.namespaces, start.locale).catch(() => undefined);
}
