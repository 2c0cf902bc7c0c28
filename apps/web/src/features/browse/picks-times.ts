import { intlTag, type Locale } from '@mithaq/contracts/i18n/locales';
import { PICKS_LOCAL_HOUR } from '@mithaq/contracts/picks';

/**
 * The hour picks are made at ('8 am', '8 ص') in the reader's language. It is the member's own
 * morning wherever the browser is, so it is written as an hour, never converted from a moment.
 */
export function picksHourText(locale: Locale): string {
  const hour = new Intl.DateTimeFormat(intlTag(locale), { hour: 'numeric', timeZone: 'UTC' });
  // Kept on one line: '8' and 'am' apart read badly.
  return hour.format(Date.UTC(2000, 0, 1, PICKS_LOCAL_HOUR)).replace(/\s/g, '\u00a0');
}

/**
 * When a new member's first picks come: later today while it is not yet 08:00 in their zone, else
 * tomorrow (the morning run, docs/decisions/0065-coming-back.md "Daily picks"). A zone the browser
 * does not know says tomorrow, which is never too early.
 */
export function firstPicksDay(now: number, timeZone: string | undefined): 'today' | 'tomorrow' {
  try {
    const hour = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(now);
    return Number(hour) < PICKS_LOCAL_HOUR ? 'today' : 'tomorrow';
  } catch {
    return 'tomorrow';
  }
}
