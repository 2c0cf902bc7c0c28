import { isSitePath } from '@mithaq/contracts';

/** What a page is called in the browser tab, search results and link previews (issue 10). */
export interface PageMeta {
  title: string;
  description: string;
}

const SITE = 'Mithaq';
const DEFAULT_DESCRIPTION =
  'Mithaq: faith-led matrimony for Muslims, with verified profiles, private photos and conversations, and families kept close.';

/**
 * The public pages, prerendered with these tags (scripts/prerender.ts) and titled the same in the app;
 * the about, contact and help pages show their description as their lead.
 */
export const PUBLIC_PAGE_META = {
  '/': {
    title: `${SITE} · Faith-led Muslim matrimony`,
    description: DEFAULT_DESCRIPTION,
  },
  '/about': {
    title: `About us · ${SITE}`,
    description:
      'Mithaq is a matrimony service for Muslims who take nikah seriously, and for the families who stand beside them.',
  },
  '/terms': {
    title: `Terms of Service · ${SITE}`,
    description: 'The terms on which Mithaq offers its matrimony service: accounts, conduct, premium plans and safety.',
  },
  '/privacy': {
    title: `Privacy Policy · ${SITE}`,
    description:
      'What Mithaq collects, why, who can see your photos and messages, and how to export or delete your data.',
  },
  '/refund': {
    title: `Refund Policy · ${SITE}`,
    description: 'When and how a Mithaq premium payment is refunded, and how long it takes.',
  },
  '/contact': {
    title: `Contact us · ${SITE}`,
    description: 'Real people, not bots. Our support team replies within one business day, seven days a week.',
  },
  '/help': {
    title: `Help centre · ${SITE}`,
    description:
      'Answers to common questions about your profile, privacy, interests, messaging, verification and payments.',
  },
  '/premium': {
    title: `Premium plans · ${SITE}`,
    description:
      'Start free and upgrade when you are ready to talk: premium unlocks messaging, more interests each month and concierge help.',
  },
  '/login': {
    title: `Log in · ${SITE}`,
    description: 'Log in to Mithaq to see your matches, interests and messages.',
  },
  '/register': {
    title: `Register free · ${SITE}`,
    description: 'Create your free Mithaq profile and start your search for a spouse, with your family beside you.',
  },
  '/forgot-password': {
    title: `Forgot password · ${SITE}`,
    description: 'Forgot your Mithaq password? Enter your email and we will send you a link to choose a new one.',
  },
} as const satisfies Record<string, PageMeta>;

export type PublicPath = keyof typeof PUBLIC_PAGE_META;

/** Any address no page has: the server answers it 404 with this page prerendered (scripts/prerender.ts). */
export const NOT_FOUND_META: PageMeta = {
  title: `Page not found · ${SITE}`,
  description: 'The page you asked for is not on Mithaq. It may have moved, or the address may be mistyped.',
};

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
  const known = PUBLIC_PAGE_META[pathname as PublicPath];
  if (known) return known.title;
  const member = MEMBER_PAGE_TITLES[pathname];
  if (member) return `${member} · ${SITE}`;
  if (!isSitePath(pathname)) return NOT_FOUND_META.title;
  if (pathname.startsWith('/premium/receipt/')) return `Receipt · ${SITE}`;
  return PUBLIC_PAGE_META['/'].title;
}
