import { parseLocalizedPath } from './i18n/localized-paths.js';

/**
 * Every address the web app has a page for, written as its router writes them (apps/web/src/app/routes.tsx
 * routes exactly these). The server gives these the app and any other page address a 404 with the
 * not-found page (docs/decisions/0004-pages.md "Not found").
 */
export const SITE_PATHS = {
  home: '/',
  about: '/about',
  terms: '/terms',
  privacy: '/privacy',
  refund: '/refund',
  contact: '/contact',
  help: '/help',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  premium: '/premium',
  receipt: '/premium/receipt/:txnid',
  dashboard: '/dashboard',
  profile: '/profile',
  visitors: '/profile/visitors',
  verification: '/verification',
  notifications: '/notifications',
  settings: '/settings',
  goodbye: '/goodbye',
  messages: '/messages',
  support: '/support',
  admin: '/admin',
  guardian: '/guardian',
} as const;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * Whether the router has a page for `pathname` (no query), matched as React Router matches: letters
 * in any case, a trailing slash allowed, a `:param` standing for one segment.
 */
export function isSitePath(pathname: string): boolean {
  if (parseLocalizedPath(pathname.toLowerCase())) return true;
  const segments = segmentsOf(pathname.toLowerCase());
  return Object.values(SITE_PATHS).some((pattern) => {
    const parts = segmentsOf(pattern);
    return parts.length === segments.length && parts.every((part, i) => part.startsWith(':') || part === segments[i]);
  });
}
