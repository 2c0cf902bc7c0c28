import { type PublicPagePath, parseLocalizedPath } from '@mithaq/contracts/i18n/localized-paths';
import { isSitePath } from '@mithaq/contracts/site-paths';
import type { Translate } from '../i18n/use-t';

/**
 * What a page is called in the browser tab, search results and link previews, from the `app`
 * catalog (titles load with every page); the descriptions, which only prerendering and a few pages'
 * leads need, are in the `marketing` catalog (page-descriptions.ts).
 */
export const SITE = 'Mithaq';

export type PublicPath = PublicPagePath;

/** Each public page's name in the `app` catalog: `app.title.about`. */
export const PUBLIC_PAGE_TITLE_KEYS: Record<PublicPath, string> = {
  '/': 'app.title.home',
  '/about': 'app.title.about',
  '/terms': 'app.title.terms',
  '/privacy': 'app.title.privacy',
  '/refund': 'app.title.refund',
  '/contact': 'app.title.contact',
  '/help': 'app.title.help',
  '/premium': 'app.title.premium',
  '/login': 'app.title.login',
  '/register': 'app.title.register',
  '/forgot-password': 'app.title.forgotPassword',
};

/**
 * Pages not prerendered are never indexed (signed-in pages; the reset page, which a one-time link
 * opens); they only need a tab title.
 */
const MEMBER_PAGE_TITLE_KEYS: Record<string, string> = {
  '/dashboard': 'app.title.dashboard',
  '/profile': 'app.title.profile',
  '/profile/visitors': 'app.title.visitors',
  '/verification': 'app.title.verification',
  '/notifications': 'app.title.notifications',
  '/settings': 'app.title.settings',
  '/messages': 'app.title.messages',
  '/support': 'app.title.support',
  '/goodbye': 'app.title.goodbye',
  '/admin': 'app.title.admin',
  '/guardian': 'app.title.guardian',
  '/reset-password': 'app.title.resetPassword',
};

/** The tab title of `pathname` in the current language: 'About us · Mithaq'. */
export function pageTitle(pathname: string, t: Translate): string {
  const publicPage = parseLocalizedPath(pathname);
  if (publicPage?.page === '/') return t('app.title.home');
  const withSite = (key: string) => t('app.title.withSite', { page: t(key) });
  if (publicPage) return withSite(PUBLIC_PAGE_TITLE_KEYS[publicPage.page]);
  const member = MEMBER_PAGE_TITLE_KEYS[pathname];
  if (member) return withSite(member);
  if (!isSitePath(pathname)) return withSite('app.title.notFound');
  if (pathname.startsWith('/premium/receipt/')) return withSite('app.title.receipt');
  return t('app.title.home');
}
