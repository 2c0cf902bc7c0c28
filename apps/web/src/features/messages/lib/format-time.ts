const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto', style: 'short' });
const shortDate = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short' });
const longDate = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' });
const weekdayDate = new Intl.DateTimeFormat('en', { weekday: 'long', day: 'numeric', month: 'short' });
const clock = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' });
const full = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

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

/** Inbox times: 'now', '5 min. ago', '3 hr. ago', 'yesterday', then 'Oct 12' (or with the year). */
export function formatInboxTime(iso: string, now = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const ago = now - then;
  if (ago < MINUTE) return 'now';
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute');
  const days = daysBetween(then, now);
  if (days === 0) return relative.format(-Math.floor(ago / HOUR), 'hour');
  if (days === 1) return relative.format(-1, 'day');
  return new Date(then).getFullYear() === new Date(now).getFullYear() ? shortDate.format(then) : longDate.format(then);
}

/** A bubble's time of day, e.g. '9:05 AM'. */
export function formatClock(iso: string): string {
  const then = Date.parse(iso);
  return Number.isNaN(then) ? '' : clock.format(then);
}

/** Date and time in full, for a tooltip or a screen reader. */
export function formatFull(iso: string): string {
  const then = Date.parse(iso);
  return Number.isNaN(then) ? '' : full.format(then);
}

/** The divider above a day's messages: 'Today', 'Yesterday', 'Monday, Sep 30', or a date with its year. */
export function formatDay(iso: string, now = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const days = daysBetween(then, now);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days > 1 && days < 7) return weekdayDate.format(then);
  return longDate.format(then);
}

/** Whether two instants fall on the same local calendar day. */
export function isSameDay(a: string, b: string): boolean {
  return startOfDay(Date.parse(a)) === startOfDay(Date.parse(b));
}
