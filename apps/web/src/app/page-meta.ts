import { isSitePath } from '@mithaq/contracts';

/**
 * What a page is called in the browser tab, search results and link previews. Only the titles load
 * with every page; the descriptions, which only prerendering and a few pages' leads need, are in
 * page-descriptions.ts (bench/bundle budgets).
 */
export const SITE = 'Mithaq';

/** The public pages, prerendered (scripts/prerender.ts) and titled the same in the app. */
export const PUBLIC_PAGE_TITLES = {
  '/': `${SITE} · Faith-led Muslim matrimony`,
  '/about': `About us · ${SITE}`,
  '/terms': `Terms of Service · ${SITE}`,
  '/privacy': `Privacy Policy · ${SITE}`,
  '/refund': `Refund Policy · ${SITE}`,
  '/contact': `Contact us · ${SITE}`,
  '/help': `Help centre · ${SITE}`,
  '/premium': `Premium plans · ${SITE}`,
  '/login': `Log in · ${SITE}`,
  '/register': `Register free · ${SITE}`,
  '/forgot-password': `Forgot password · ${SITE}`,
} as const;

export type PublicPath = keyof typeof PUBLIC_PAGE_TITLES;

/** Any address no page has: the server answers it 404 with the not-found page prerendered. */
export const NOT_FOUND_TITLE = `Page not found · ${SITE}`;

/**
 * Pages not prerendered are never indexed (signed-in pages; the reset page, which a one-time link
 * opens); they only need a tab title.
 */
const MEMBER_PAGE_TITLES: Record<string, string> = {
  '/dashboard': 'My Home',
  '/profile': 'My profile',
  '/verification': 'Verification',
  '/notifications': 'Notifications',
  '/settings': 'Settings',
  '/messages': 'Messages',
  '/support': 'Support',
  '/goodbye': 'Account deleted',
  '/admin': 'Staff console',
  '/reset-password': 'Choose a new password',
};

export function pageTitle(pathname: string): string {
  const known = PUBLIC_PAGE_TITLES[pathname as PublicPath];
  if (known) return known;
  const member = MEMBER_PAGE_TITLES[pathname];
  if (member) return `${member} · ${SITE}`;
  if (!isSitePath(pathname)) return NOT_FOUND_TITLE;
  if (pathname.startsWith('/premium/receipt/')) return `Receipt · ${SITE}`;
  return PUBLIC_PAGE_TITLES['/'];
}
