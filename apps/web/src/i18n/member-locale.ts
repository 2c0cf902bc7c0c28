import { isLocale, type Locale, negotiateLocale } from '@mithaq/contracts/i18n/locales';
import { parseLocalizedPath } from '@mithaq/contracts/i18n/localized-paths';

/*
 * The member's language, in one order (docs/decisions/0024-languages.md): the first of these that
 * names one wins.
 *   1. The account's saved language, once the member check has answered (accountLocale): the site
 *      switches to it, and a public page moves to its address in it (app/use-saved-locale.ts).
 *   2. A public page's address (addressLocale): `/ur/about` is Urdu, `/about` English.
 *   3. This browser's `lang` cookie, its last choice on the site (i18n/locale-preference.ts).
 *   4. The browser's languages, as `Accept-Language` sends them, else English.
 * Before the member check answers, a page opens with 2 to 4 (initialLocale). The offline page
 * (offlineLocale) skips an English address in step 2, on purpose: see there. Each step's value is
 * passed in, so the service worker, which has no document, reads the same rules.
 */

/** Step 1: the language saved on the member's account, as `/api/auth/me` reports it, if it is one of ours. */
export function accountLocale(member: object | null | undefined): Locale | null {
  if (!member || !('locale' in member)) return null;
  return isLocale(member.locale) ? member.locale : null;
}

/** Step 2: the language a public page's address names (`/ur/about`: ur; `/about`: en); null elsewhere. */
export function addressLocale(pathname: string): Locale | null {
  return parseLocalizedPath(pathname)?.locale ?? null;
}

/**
 * The language a page opens in, before the member is known (steps 2 to 4): a public page's address
 * says it; elsewhere the visitor's choice, else the browser's languages. A member's saved language
 * follows once the member is known (app/use-saved-locale.ts).
 */
export function initialLocale(
  pathname: string,
  browserLanguages: readonly string[],
  cookieLocale: Locale | null,
): Locale {
  return addressLocale(pathname) ?? cookieLocale ?? negotiateLocale(browserLanguages.join(','));
}

/**
 * The offline page's language (src/sw/sw.ts): the address's own (`/ur/about`), else the reader's
 * choice on this site (the `lang` cookie), else the browser's languages, else English. Unlike
 * initialLocale an English address does not count: online, the server redirects an unprefixed
 * address by the cookie and the browser's languages, so the page the reader would have had follows them.
 */
export function offlineLocale(
  pathname: string,
  cookieLocale: string | null | undefined,
  languages: readonly string[],
): Locale {
  const addressed = addressLocale(pathname);
  if (addressed && addressed !== 'en') return addressed;
  if (isLocale(cookieLocale)) return cookieLocale;
  return negotiateLocale(languages.join(','));
}
