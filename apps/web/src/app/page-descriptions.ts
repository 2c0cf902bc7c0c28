import { NOT_FOUND_TITLE, PUBLIC_PAGE_TITLES, type PublicPath } from './page-meta';

/** What a page is called in search results and link previews, besides its title. */
export interface PageMeta {
  title: string;
  description: string;
}

const DEFAULT_DESCRIPTION =
  'Mithaq: faith-led matrimony for Muslims, with verified profiles, private photos and conversations, and families kept close.';

/** The about, contact and help pages show their description as their lead. */
const DESCRIPTIONS: Record<PublicPath, string> = {
  '/': DEFAULT_DESCRIPTION,
  '/about':
    'Mithaq is a matrimony service for Muslims who take nikah seriously, and for the families who stand beside them.',
  '/terms': 'The terms on which Mithaq offers its matrimony service: accounts, conduct, premium plans and safety.',
  '/privacy': 'What Mithaq collects, why, who can see your photos and messages, and how to export or delete your data.',
  '/refund': 'When and how a Mithaq premium payment is refunded, and how long it takes.',
  '/contact': 'Real people, not bots. Our support team replies within one business day, seven days a week.',
  '/help': 'Answers to common questions about your profile, privacy, interests, messaging, verification and payments.',
  '/premium':
    'Start free and upgrade when you are ready to talk: premium unlocks messaging, more interests each month and concierge help.',
  '/login': 'Log in to Mithaq to see your matches, interests and messages.',
  '/register': 'Create your free Mithaq profile and start your search for a spouse, with your family beside you.',
  '/forgot-password': 'Forgot your Mithaq password? Enter your email and we will send you a link to choose a new one.',
};

/** The public pages' tags, prerendered by scripts/prerender.ts. */
export const PUBLIC_PAGE_META = Object.fromEntries(
  Object.entries(PUBLIC_PAGE_TITLES).map(([path, title]) => [
    path,
    { title, description: DESCRIPTIONS[path as PublicPath] },
  ]),
) as Record<PublicPath, PageMeta>;

export const NOT_FOUND_META: PageMeta = {
  title: NOT_FOUND_TITLE,
  description: 'The page you asked for is not on Mithaq. It may have moved, or the address may be mistyped.',
};
