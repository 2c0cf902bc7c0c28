// A member's time zone and the local calendar it gives (docs/decisions/0007-profiles-browse-interests-server.md
// "Member time zone"). Plain Intl, no zod, so the browser reads these without downloading schemas.

/** India's zone: the one a member has until their browser or Settings says otherwise. */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';
export const TIME_ZONE_MAX_LENGTH = 64;

export const TIME_ZONE_MESSAGES = {
  invalid: 'Choose a time zone from the list.',
  saved: 'Time zone saved.',
  saveFailed: 'Failed to save time zone.',
} as const;

/** IANA names start with a letter (`Asia/Kolkata`, `UTC`, `Etc/GMT+5`); bare offsets are not names. */
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+\-/]*$/;

let supported: Set<string> | null = null;

/**
 * Zones that ICU (CLDR) still lists and reports under a name the IANA database has since replaced:
 * Chromium and Node call India's zone `Asia/Calcutta`. A member is shown, and we store, the IANA
 * name (docs/decisions/0007-profiles-browse-interests-server.md "Member time zone").
 */
const IANA_NAMES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** The IANA database's current name for a zone: `Asia/Kolkata` for `Asia/Calcutta`, others as they are. */
export function canonicalTimeZone(zone: string): string {
  return IANA_NAMES[zone] ?? zone;
}

/**
 * The zones this runtime lists, under their IANA names (`Asia/Kolkata`, not ICU's `Asia/Calcutta`),
 * sorted; empty where Intl cannot list them.
 */
export function supportedTimeZones(): string[] {
  if (typeof Intl.supportedValuesOf !== 'function') return [];
  return [...new Set(Intl.supportedValuesOf('timeZone').map(canonicalTimeZone))].sort();
}

/**
 * Whether `zone` is a time zone name this runtime knows: one `Intl.supportedValuesOf('timeZone')`
 * lists, or one of the aliases Intl also accepts but does not list (`Asia/Kolkata`, `UTC`).
 */
export function isValidTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > TIME_ZONE_MAX_LENGTH || !ZONE_NAME.test(zone)) return false;
  supported ??= new Set(supportedTimeZones());
  if (supported.has(zone)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    // Remembered: building a format costs more than a member request's SQL (bench/load, interests).
    supported.add(zone);
    return true;
  } catch {
    return false;
  }
}

/**
 * A stored zone this runtime does not know (an old ICU, a hand-edited row) counts as the default; a
 * known one under its IANA name.
 */
export function usableTimeZone(zone: string | null | undefined): string {
  return zone && isValidTimeZone(zone) ? canonicalTimeZone(zone) : DEFAULT_TIME_ZONE;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(zone: string): Intl.DateTimeFormat {
  let format = dateFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: 'numeric', day: 'numeric' });
    dateFormats.set(zone, format);
  }
  return format;
}

/** A calendar date as one sortable number: 2025-03-15 is 20250315. */
type DateKey = number;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

function localDateKey(at: number, zone: string): DateKey {
  let year = 0;
  let month = 0;
  let day = 0;
  for (const part of dateFormat(zone).formatToParts(at)) {
    if (part.type === 'year') year = Number(part.value);
    else if (part.type === 'month') month = Number(part.value);
    else if (part.type === 'day') day = Number(part.value);
  }
  return year * 10_000 + month * 100 + day;
}

/** The key of the date `days` after `key` (calendar arithmetic, no zone involved). */
function addDays(key: DateKey, days: number): DateKey {
  const d = new Date(Date.UTC(Math.floor(key / 10_000), (Math.floor(key / 100) % 100) - 1, (key % 100) + days));
  return d.getUTCFullYear() * 10_000 + (d.getUTCMonth() + 1) * 100 + d.getUTCDate();
}

function firstOfNextMonth(key: DateKey): DateKey {
  const year = Math.floor(key / 10_000);
  const month = Math.floor(key / 100) % 100;
  return month === 12 ? (year + 1) * 10_000 + 101 : year * 10_000 + (month + 1) * 100 + 1;
}

/**
 * The first instant in [lo, hi] whose local date is `target` or later. A binary search on the clock
 * rather than "midnight minus the offset": where a DST change skips midnight (America/Santiago in
 * September) the day starts at 01:00, and the search finds that without special cases.
 */
function firstInstantOn(target: DateKey, zone: string, lo: number, hi: number): Date {
  let before = lo;
  let after = hi;
  while (after - before > 1) {
    const mid = before + Math.floor((after - before) / 2);
    if (localDateKey(mid, zone) >= target) after = mid;
    else before = mid;
  }
  return new Date(after);
}

/** When today began in `zone`: local midnight, or the day's first instant if DST skipped midnight. */
export function zonedDayStart(now: Date, zone: string): Date {
  const t = now.getTime();
  return firstInstantOn(localDateKey(t, zone), zone, t - 2 * DAY_MS, t);
}

/** When tomorrow begins in `zone`: the daily quota's reset. */
export function zonedNextDayStart(now: Date, zone: string): Date {
  const t = now.getTime();
  return firstInstantOn(addDays(localDateKey(t, zone), 1), zone, t, t + 2 * DAY_MS);
}

/** When the 1st of this month began in `zone`. */
export function zonedMonthStart(now: Date, zone: string): Date {
  const t = now.getTime();
  const first = Math.floor(localDateKey(t, zone) / 100) * 100 + 1;
  return firstInstantOn(first, zone, t - 33 * DAY_MS, t);
}

/** When the 1st of next month begins in `zone`: the monthly quota's reset. */
export function zonedNextMonthStart(now: Date, zone: string): Date {
  const t = now.getTime();
  return firstInstantOn(firstOfNextMonth(localDateKey(t, zone)), zone, t, t + 33 * DAY_MS);
}

/** A GMT offset is what Intl gives when a locale has no abbreviation for the zone. */
const OFFSET_NAME = /^(GMT|UTC)[+\-−]/;

/**
 * The zone's short name at `at`: 'IST', 'GST', 'PDT' where some English locale has one (en-IN knows
 * India's and the Gulf's, en-US America's, en-GB Britain's), else the offset ('GMT+3').
 */
export function zoneAbbreviation(at: Date, zone: string): string {
  let fallback = '';
  for (const locale of ['en-IN', 'en-US', 'en-GB']) {
    const parts = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' }).formatToParts(at);
    const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
    if (name && !OFFSET_NAME.test(name)) return name;
    fallback ||= name;
  }
  return fallback || zone;
}

/** '12:00 am IST': the wall-clock time at `at` in `zone`, with the zone's short name. */
export function formatZonedTime(at: Date, zone: string): string {
  const time = new Intl.DateTimeFormat('en-IN', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(at);
  return `${time.toLowerCase()} ${zoneAbbreviation(at, zone)}`;
}

/** '1 August': the local date at `at` in `zone`. */
export function formatZonedDate(at: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-IN', { timeZone: zone, day: 'numeric', month: 'long' }).format(at);
}

/** The member's calendar date in `zone` as `YYYY-MM-DD` (the day daily picks are made for). */
export function zonedDate(now: Date, zone: string): string {
  const key = localDateKey(now.getTime(), zone);
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(Math.floor(key / 10_000), 4)}-${pad(Math.floor(key / 100) % 100, 2)}-${pad(key % 100, 2)}`;
}
