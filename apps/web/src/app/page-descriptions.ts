import type { Translate } from '../i18n/use-t';
import { type PublicPath, pageTitle } from './page-meta';

/** What a page is called in search results and link previews, besides its title. */
export interface PageMeta {
  title: string;
  description: string;
}

/** Each public page's description in the `marketing` catalog; about, contact and help show it as their lead. */
export const PAGE_DESCRIPTION_KEYS: Record<PublicPath, string> = {
  '/': 'marketing.description.home',
  '/about': 'marketing.description.about',
  '/terms': 'marketing.description.terms',
  '/privacy': 'marketing.description.privacy',
  '/refund': 'marketing.description.refund',
  '/contact': 'marketing.description.contact',
  '/help': 'marketing.description.help',
  '/premium': 'marketing.description.premium',
  '/login': 'marketing.description.login',
  '/register': 'marketing.description.register',
  '/forgot-password': 'marketing.description.forgotPassword',
};

/** A public page's tags in the current language, prerendered by scripts/prerender.ts. */
export const publicPageMeta = (path: PublicPath, t: Translate): PageMeta => ({
  title: pageTitle(path, t),
  description: t(PAGE_DESCRIPTION_KEYS[path]),
});

export const notFoundMeta = (t: Translate): PageMeta => ({
  title: pageTitle('/no-such-page', t),
  description: t('marketing.description.notFound'),
});
