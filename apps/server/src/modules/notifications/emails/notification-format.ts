import { intlTag, type Locale } from '@mithaq/contracts/i18n/locales';

/** ₹1,450.00 in every language, Western digits, as the web writes prices (apps/web i18n/format.ts). */
export const formatRupees = (locale: Locale, rupees: number) =>
  new Intl.NumberFormat(intlTag(locale), { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(
    rupees,
  );

/** 26 Nov 2026: a membership's end is a calendar date, never shifted by a time zone. */
export const formatCalendarDate = (locale: Locale, iso: string) =>
  new Intl.DateTimeFormat(intlTag(locale), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(iso),
  );
