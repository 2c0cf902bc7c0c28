import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales.js';

/**
 * Public pages live once per language: English at its plain address, the others under their code
 * (`/ur/about`, `/ar/`). Members' screens keep one address and use the member's language.
 */
export const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** The pages prerendered in every language (apps/web/scripts/public-routes.ts renders exactly these). */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/about',
  '/terms',
  '/privacy',
  '/refund',
  '/contact',
  '/help',
  '/premium',
  '/login',
  '/register',
  '/forgot-password',
] as const;
export type PublicPagePath = (typeof PUBLIC_PAGE_PATHS)[number];

export const isPublicPagePath = (path: string): path is PublicPagePath =>
  (PUBLIC_PAGE_PATHS as readonly string[]).includes(path);

/** '/about' in Urdu -> '/ur/about'; '/' in Arabic -> '/ar/'; English and members' screens unchanged. */
export function localizedPath(locale: Locale, path: string): string {
  const [pathname = '', rest = ''] = splitQuery(path);
  if (locale === DEFAULT_LOCALE || !isPublicPagePath(pathname)) return path;
  return `/${locale}${pathname === '/' ? '/' : pathname}${rest}`;
}

function splitQuery(path: string): [string, string] {
  const at = path.search(/[?#]/);
  return at < 0 ? [path, ''] : [path.slice(0, at), path.slice(at)];
}

/**
 * The language a public address is written in and the page it names: '/ur/about' -> ur, '/about';
 * '/ar' and '/ar/' -> ar, '/'; '/about' -> en, '/about'. Null when it is not a public page.
 */
export function parseLocalizedPath(pathname: string): { locale: Locale; page: PublicPagePath } | null {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) {
    const page = !match[2] || match[2] === '/' ? '/' : match[2].replace(/\/$/, '');
    return isPublicPagePath(page) ? { locale: match[1], page } : null;
  }
  const page = pathname !== '/' ? pathname.replace(/\/$/, '') : pathname;
  return isPublicPagePath(page) ? { locale: DEFAULT_LOCALE, page } : null;
}
