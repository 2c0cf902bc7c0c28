import { canonicalTimeZone, supportedTimeZones } from '@mithaq/contracts/time-zone';

export interface TimeZoneOption {
  value: string;
  label: string;
}

/** 'GMT+5:30' for a zone right now; the bare name where the browser cannot say. */
function offsetOf(zone: string, now: Date): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' }).formatToParts(now);
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/** 'Asia/Kolkata (GMT+5:30)': the IANA name as people search for it, with today's offset. */
export function timeZoneLabel(zone: string, now = new Date()): string {
  const offset = offsetOf(zone, now);
  const name = zone.replaceAll('_', ' ');
  return offset ? `${name} (${offset})` : name;
}

/**
 * Every zone the browser lists, once each under its IANA name (Chromium lists `Asia/Calcutta`, which
 * is `Asia/Kolkata`), plus any the member has that the list lacks.
 */
export function timeZoneOptions(extra: (string | undefined)[], now = new Date()): TimeZoneOption[] {
  const zones = new Set(supportedTimeZones());
  for (const zone of extra) if (zone) zones.add(canonicalTimeZone(zone));
  return [...zones].sort().map((zone) => ({ value: zone, label: timeZoneLabel(zone, now) }));
}
