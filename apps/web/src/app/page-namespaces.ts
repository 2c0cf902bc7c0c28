import type { PublicPagePath } from '@mithaq/contracts/i18n/localized-paths';
import { SITE_PATHS } from '@mithaq/contracts/site-paths';
import type { Namespace } from '../i18n/namespaces';

/**
 * The catalogs each page reads besides the frame's (`app`), loaded with its code (routes.tsx) and, on
 * a signed-in page, from the first script on (app/early-page-start.ts).
 */
const MEMBER_PAGE: readonly Namespace[] = ['member', 'errors', 'options'];
const FORM_PAGE: readonly Namespace[] = ['errors', 'options'];
/** Pages with a password field read `forms`, its show button's name (components/password-input.tsx). */
export const PAGE_NAMESPACES = {
  landing: ['landing'],
  about: ['marketing', 'about'],
  terms: ['legal'],
  privacy: ['legal'],
  refund: ['legal'],
  contact: ['marketing', 'contact'],
  help: ['marketing', 'help'],
  login: ['auth', 'forms', ...FORM_PAGE],
  register: ['auth', 'forms', ...FORM_PAGE],
  forgotPassword: ['auth', ...FORM_PAGE],
  resetPassword: ['auth', 'member', 'forms', ...FORM_PAGE],
  premium: ['premium', ...FORM_PAGE],
  receipt: ['premium', ...MEMBER_PAGE],
  // `visits`: the card saying who viewed the profile, drawn by the server with the page. `picks` and `shortlist`:
  // Today's picks and the Saved tab, whose code comes after the first paint; their texts come before the app takes a
  // drawn page over, since a catalog arriving while it does so changes every text and React then draws again the
  // parts it has not taken over yet, dropping a tap held for them (app/drawn-member-page.ts).
  dashboard: ['browse', 'visits', 'picks', 'shortlist', ...MEMBER_PAGE],
  // `visits`: the own profile's incognito banner, drawn by the server with the page; `shortlist`: the private note
  // on a saved member.
  profile: ['profile', 'visits', 'shortlist', ...MEMBER_PAGE],
  visitors: ['visits', ...MEMBER_PAGE],
  notifications: ['notifications', ...MEMBER_PAGE],
  verification: ['verification', 'forms', ...MEMBER_PAGE],
  admin: ['admin', 'member', 'forms', ...FORM_PAGE],
  support: ['support', ...MEMBER_PAGE],
  // `notifications`: the kinds Settings → Notifications names from there (daily picks, search alerts); `shortlist`:
  // the members marked "not interested".
  settings: ['settings', 'visits', 'notifications', 'shortlist', 'forms', ...MEMBER_PAGE],
  goodbye: ['settings'],
  messages: ['messages', ...MEMBER_PAGE],
  guardian: ['guardian', 'member', 'errors'],
  notFound: [],
} satisfies Record<string, readonly Namespace[]>;

/**
 * The catalogs a public page reads besides the frame's, by its address: the bundle budget
 * (bench/bundle/budget.ts) weighs them with the page, in every language.
 */
export function publicPageNamespaces(path: PublicPagePath): readonly Namespace[] {
  const name = Object.entries(SITE_PATHS).find(([, pattern]) => pattern === path)?.[0];
  if (name === 'home') return PAGE_NAMESPACES.landing;
  return name && name in PAGE_NAMESPACES ? PAGE_NAMESPACES[name as keyof typeof PAGE_NAMESPACES] : [];
}
