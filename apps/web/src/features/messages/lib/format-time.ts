import { type Formatters, intlTag } from '../../../i18n/format';
import type { Translate } from '../../../i18n/use-t';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function startOfDay(ms: number): number {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

/** Calendar days between two instants in local time (DST-safe: rounds the 23/25-hour days). */
function daysBetween(earlier: number, later: number): number {
  return Math.round((startOfDay(later) - startOfDay(earlier)) / DAY);
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
  let formatter = weekdayFormats.get(tag);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'short' });
    weekdayFormats.set(tag, formatter);
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

/** Whether two instants fall on the same local calendar day. */
export function isSameDay(a: string, b: string): boolean {
  return startOfDay(Date.parse(a)) === startOfDay(Date.parse(b));
}
