import { displayTimeZone, type Formatters, intlTag } from '../../../i18n/format';
import type { Translate } from '../../../i18n/use-t';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of an instant where it is shown (i18n/format.ts displayTimeZone), as a day count. */
function calendarDay(ms: number): number {
  const zone = displayTimeZone();
  if (!zone) {
    const d = new Date(ms);
    return Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / DAY;
  }
  let formatter = dayFormats.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: 'numeric', day: 'numeric' });
    dayFormats.set(zone, formatter);
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(formatter.formatToParts(ms).find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day')) / DAY;
}

/** Calendar days between two instants where they are shown (a count of dates, so DST days count as one). */
function daysBetween(earlier: number, later: number): number {
  return calendarDay(later) - calendarDay(earlier);
}

/**
 * Inbox times in the reader's language: 'now', '5 minutes ago', '3 hours ago' within today,
 * 'yesterday', then the date (i18n/format.ts).
 */
export function formatInboxTime(iso: string, format: Formatters, now = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const ago = now - then;
  const nowDate = new Date(now);
  if (ago < MINUTE) return format.relative(nowDate, nowDate);
  const days = daysBetween(then, now);
  if (ago < HOUR || days === 0) return format.relative(new Date(then), nowDate);
  if (days === 1) return format.relative(new Date(now - DAY), nowDate);
  return format.date(new Date(then));
}

const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

function weekdayDate(format: Formatters, ms: number): string {
  const tag = intlTag(format.locale);
  const timeZone = displayTimeZone();
  const key = `${tag} ${timeZone ?? ''}`;
  let formatter = weekdayFormats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'short', timeZone });
    weekdayFormats.set(key, formatter);
  }
  return formatter.format(ms);
}

/** The divider above a day's messages: 'Today', 'Yesterday', 'Monday, 30 Sep', or a date with its year. */
export function formatDay(iso: string, t: Translate, format: Formatters, now = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const days = daysBetween(then, now);
  if (days === 0) return t('messages.day.today');
  if (days === 1) return t('messages.day.yesterday');
  if (days > 1 && days < 7) return weekdayDate(format, then);
  return format.date(new Date(then));
}

/** Whether two instants fall on the same calendar day where they are shown. */
export function isSameDay(a: string, b: string): boolean {
  return calendarDay(Date.parse(a)) === calendarDay(Date.parse(b));
}
