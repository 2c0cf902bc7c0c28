import { intlTag, type Locale } from '@mithaq/contracts/i18n/locales';
import { useMemo } from 'react';
import { useLocale } from './use-t';

export { intlTag };

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.35],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/**
 * The browser formats in its own time zone. The server draws a member's page in the zone their
 * browser reported (contracts MEMBER_TIME_ZONE_COOKIE), so the times it writes are the ones the
 * browser takes over; undefined everywhere else.
 */
let drawingZone: string | undefined;

export const drawInTimeZone = (zone: string | null) => {
  drawingZone = zone ?? undefined;
};

/** The zone dates and times are shown in: undefined is the runtime's own (the browser's). */
export const displayTimeZone = () => drawingZone;

/** One set of formatters for a language: dates, times, '2 minutes ago', counts and rupees. */
export function formattersFor(locale: Locale) {
  const tag = intlTag(locale);
  const timeZone = drawingZone;
  const dateFormat = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric', timeZone });
  const utcDateFormat = new Intl.DateTimeFormat(tag, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const timeFormat = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone });
  const dateTimeFormat = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone });
  const numberFormat = new Intl.NumberFormat(tag);
  const rupeeFormat = new Intl.NumberFormat(tag, { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
  const relativeFormat = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' });
  return {
    locale,
    /** 23 Nov 2026, in the reader's own time zone. */
    date: (value: string | Date) => dateFormat.format(new Date(value)),
    /** A calendar date stored without a time (a date of birth, a plan's end): never shifted by a zone. */
    calendarDate: (value: string | Date) => utcDateFormat.format(new Date(value)),
    time: (value: string | Date) => timeFormat.format(new Date(value)),
    dateTime: (value: string | Date) => dateTimeFormat.format(new Date(value)),
    number: (value: number) => numberFormat.format(value),
    /** Plans are sold in rupees in every language: ₹10,000.00. */
    rupees: (amount: string | number) => rupeeFormat.format(Number(amount)),
    /** 'just now', '2 minutes ago', 'yesterday'... measured from `now`. */
    relative: (value: string | Date, now: Date = new Date()) => {
      let delta = (new Date(value).getTime() - now.getTime()) / 1000;
      for (const [unit, size] of RELATIVE_STEPS) {
        if (Math.abs(delta) < size) return relativeFormat.format(Math.round(delta), unit);
        delta /= size;
      }
      return relativeFormat.format(Math.round(delta), 'year');
    },
  };
}

export type Formatters = ReturnType<typeof formattersFor>;

export function useFormat(): Formatters {
  const locale = useLocale();
  return useMemo(() => formattersFor(locale), [locale]);
}
