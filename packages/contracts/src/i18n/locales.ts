import { cookieValue } from '../cookies.js';

/**
 * The languages the whole product speaks (docs/decisions/0024-languages.md). English is the source: every other catalog
 * has exactly its keys (i18n/catalogs.test.ts), and the spec's English texts stay as they are.
 */
export const LOCALES = ['en', 'hi', 'ur', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, as the language menu lists them. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  hi: 'हिन्दी',
  ur: 'اردو',
  ar: 'العربية',
};

/** Urdu and Arabic are read right to left. */
export const RTL_LOCALES: readonly Locale[] = ['ur', 'ar'];

/** The visitor's choice of language, a cookie readable by the page and sent to the server. */
export const LOCALE_COOKIE = 'lang';
/** A year: the choice outlives the session. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);
export const localeDirection = (locale: Locale): 'rtl' | 'ltr' => (RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr');

export const LOCALE_MESSAGES = {
  invalid: 'Choose English, Hindi, Urdu or Arabic.',
} as const;

interface WeightedTag {
  tag: string;
  q: number;
  order: number;
}

function parseAcceptLanguage(header: string): WeightedTag[] {
  return header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
}

/**
 * The best of our languages for an `Accept-Language` header (RFC 9110 section 12.5.4, basic
 * filtering on the primary subtag: `ur-PK` is Urdu, `ar-AE` Arabic), else English.
 */
export function negotiateLocale(acceptLanguage: string | undefined | null): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  for (const { tag } of parseAcceptLanguage(acceptLanguage)) {
    if (tag === '*') return DEFAULT_LOCALE;
    const primary = tag.split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}

/** A cookie header's `lang` value, when it names one of our languages. */
export function localeFromCookieHeader(cookieHeader: string | undefined | null): Locale | null {
  const value = cookieValue(cookieHeader, LOCALE_COOKIE);
  return isLocale(value) ? value : null;
}

/**
 * The tags `Intl` formats with (docs/decisions/0024-languages.md): Indian conventions for English, Hindi
 * and Urdu, and Western digits in every language, so a price, a phone number and a height read the
 * same on every screen, in every form and in every email.
 */
const INTL_TAGS: Record<Locale, string> = {
  en: 'en-IN',
  hi: 'hi-IN-u-nu-latn',
  ur: 'ur-IN-u-nu-latn',
  ar: 'ar-u-nu-latn',
};

export const intlTag = (locale: Locale) => INTL_TAGS[locale];
