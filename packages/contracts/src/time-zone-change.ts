import { usableTimeZone, zonedNextDayStart } from './time-zone.js';

/**
 * A member's time zone as the limits see it (docs/decisions/0047-time-zone-changes-and-limits.md): the
 * zone they chose, and, until `timeZoneChangesAt`, the zone that was in force before. A change counts
 * from the member's next day, the next midnight of the zone in force when they made it, so changing
 * zone never starts a new day early: every daily and monthly count is over a day or month of the zone
 * in force.
 */
export interface MemberTimeZone {
  timeZone: string;
  previousTimeZone: string | null;
  timeZoneChangesAt: Date | null;
}

const isPending = (zone: MemberTimeZone, now: Date) =>
  zone.previousTimeZone !== null && zone.timeZoneChangesAt !== null && now < zone.timeZoneChangesAt;

/** The zone whose days and months the member's limits count in at `now`. */
export function zoneInForce(zone: MemberTimeZone, now: Date): string {
  return usableTimeZone(isPending(zone, now) ? zone.previousTimeZone : zone.timeZone);
}

/**
 * What choosing `next` at `now` stores. A second change before the first takes effect keeps the
 * first's moment (the day in force still ends at the same midnight); choosing the zone in force again
 * simply cancels the pending change.
 */
export function changeTimeZone(zone: MemberTimeZone, next: string, now: Date): MemberTimeZone {
  const inForce = zoneInForce(zone, now);
  if (next === inForce) return { timeZone: next, previousTimeZone: null, timeZoneChangesAt: null };
  if (isPending(zone, now)) return { ...zone, timeZone: next };
  return { timeZone: next, previousTimeZone: inForce, timeZoneChangesAt: zonedNextDayStart(now, inForce) };
}
