import type { Locale } from '@mithaq/contracts/i18n/locales';
import { notFoundFileName, PRERENDERED_DIR, prerenderedFileName } from '@mithaq/contracts/prerender';
import type { PublicPath } from '../src/app/page-meta';

/** The query cache, loaded with the pages that read the API (src/app/guards.tsx). */
export const DATA_LAYER = 'src/app/data-layer.ts';
/** The signed-in check every member page waits for: loaded through the data layer's module (src/app/data-layer.ts). */
export const MEMBER_CHECK = DATA_LAYER;

/**
 * The pages prerendered to HTML at build time (docs/decisions/0015-speed-on-a-phone.md), each with the modules the
 * router loads for it, so their chunks and styles can be preloaded. Keep in step with src/app/routes.tsx.
 */
export const PRERENDERED_ROUTES: Record<PublicPath, readonly string[]> = {
  '/': ['src/features/marketing/pages/landing-page.tsx'],
  '/about': ['src/features/marketing/pages/about-page.tsx'],
  '/terms': ['src/features/marketing/pages/terms-page.tsx'],
  '/privacy': ['src/features/marketing/pages/privacy-page.tsx'],
  '/refund': ['src/features/marketing/pages/refund-page.tsx'],
  '/contact': ['src/features/marketing/pages/contact-page.tsx'],
  '/help': ['src/features/marketing/pages/help-page.tsx'],
  '/premium': ['src/features/premium/pages/premium-page.tsx', DATA_LAYER],
  '/login': ['src/features/auth/pages/login-page.tsx', DATA_LAYER],
  '/register': ['src/features/auth/pages/register-page.tsx', DATA_LAYER],
  '/forgot-password': ['src/features/auth/pages/forgot-password-page.tsx', DATA_LAYER],
};

/** Where a prerendered page is written under dist/ ('/' -> prerendered/index.html). */
export const prerenderedFile = (route: string) => `${PRERENDERED_DIR}/${prerenderedFileName(route)}`;

/**
 * The not-found page, prerendered beside the public pages; the server answers any address without a
 * page 404 with it (apps/server/src/plugins/prerendered-pages.ts), so it is kept out of their routes.
 */
export const notFoundFile = (locale: Locale) => `${PRERENDERED_DIR}/${notFoundFileName(locale)}`;
/** The router's catch-all page (src/app/routes.tsx). */
export const NOT_FOUND_PAGE = 'src/app/not-found-page.tsx';
/** An address no page has, for the prerenderer to draw the router's catch-all. */
export const NOT_FOUND_RENDER_PATH = '/404';
