import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  type Locale,
  localeFromCookieHeader,
} from '@mithaq/contracts/i18n/locales';
import { siteCookie, writeSiteCookie } from '../lib/cookies';

/** The visitor's chosen language, from the `lang` cookie the language menu writes. */
export const savedLocaleChoice = (cookies = typeof document === 'undefined' ? '' : document.cookie): Locale | null =>
  localeFromCookieHeader(cookies);

export function rememberLocaleChoice(locale: Locale) {
  writeSiteCookie((secure) => siteCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE_SECONDS, secure));
}
