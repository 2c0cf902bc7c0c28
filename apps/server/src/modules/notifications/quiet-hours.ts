import type { QuietHours } from '@mithaq/contracts/notifications';

const MINUTES_PER_DAY = 24 * 60;

const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** The wall-clock minute of the day at `now` in `timeZone` (0 to 1439). */
export function localMinuteOfDay(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/** Whether `now` falls in the quiet hours; they may run past midnight (22:00 to 07:00). */
export function isQuietTime(now: Date, quiet: QuietHours | null): boolean {
  if (!quiet) return false;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return false;
  const minute = localMinuteOfDay(now, quiet.timeZone);
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/**
 * When the quiet hours that hold `now` end: where emails that waited for the morning go out. A
 * daylight-saving change during the night moves it by that hour at most, which an email can bear.
 */
export function quietHoursEnd(now: Date, quiet: QuietHours): Date {
  const minute = localMinuteOfDay(now, quiet.timeZone);
  const wait = (minutesOf(quiet.end) - minute + MINUTES_PER_DAY) % MINUTES_PER_DAY || MINUTES_PER_DAY;
  const startOfMinute = Math.floor(now.getTime() / 60_000) * 60_000;
  return new Date(startOfMinute + wait * 60_000);
}
