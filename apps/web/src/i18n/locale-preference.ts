import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  type Locale,
  localeFromCookieHeader,
  negotiateLocale,
  parseLocalizedPath,
} from '@mithaq/contracts';

/** The visitor's chosen language, from the `lang` cookie the language menu writes. */
export const savedLocaleChoice = (cookies = typeof document === 'undefined' ? '' : document.cookie): Locale | null =>
  localeFromCookieHeader(cookies);

export function rememberLocaleChoice(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

/**
 * The language a page opens in: a public page's address says it (`/ur/about`); elsewhere the
 * visitor's choice, else the browser's languages. A member's saved language follows once the
 * member is known (member-session.tsx).
 */
export function initialLocale(pathname: string, browserLanguages: readonly string[]): Locale {
  const publicPage = parseLocalizedPath(pathname);
  if (publicPage) return publicPage.locale;
  return savedLocaleChoice() ?? negotiateLocale(browserLanguages.join(','));
}
