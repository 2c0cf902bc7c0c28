import type { Locale } from '@mithaq/contracts';

/**
 * The language tags `Intl` formats with (docs/decisions.md "Languages"): Indian conventions for
 * English, Hindi and Urdu, and Western digits in every language, so a price, a phone number and a
 * height read the same on every screen and in every form.
 */
const INTL_TAGS: Record<Locale, string> = {
  en: 'en-IN',
  hi: 'hi-IN-u-nu-latn',
  ur: 'ur-IN-u-nu-latn',
  ar: 'ar-u-nu-latn',
};

export const intlTag = (locale: Locale) => INTL_TAGS[locale];
