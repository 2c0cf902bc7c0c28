import {
  ALWAYS_EMAILED_KINDS,
  type KindSetting,
  type NotificationKind,
  PUSH_KINDS,
} from '@mithaq/contracts/notifications';

/** What the delivery job knows when it decides (all read at the moment it runs). */
export interface DeliveryFacts {
  kind: NotificationKind;
  setting: KindSetting;
  /** The member has the site open somewhere (an event stream on any instance). */
  live: boolean;
  quiet: boolean;
  /** Staff deactivated the account: only safety and payment news still reach them. */
  deactivated: boolean;
  /** One of the two members blocked the other since it happened. */
  blocked: boolean;
}

export type EmailChoice = 'send' | 'digest' | 'wait' | 'skip';

const KINDS_FOR_DEACTIVATED: readonly NotificationKind[] = ['safety', 'payments'];

/**
 * Receipts and refund decisions are account records: always, at once. Anything else only reaches a
 * member who is away (they see it in the app otherwise), as they chose, and not at night.
 */
export function emailChoice(f: DeliveryFacts): EmailChoice {
  if (ALWAYS_EMAILED_KINDS.includes(f.kind)) return 'send';
  if (f.blocked || (f.deactivated && !KINDS_FOR_DEACTIVATED.includes(f.kind))) return 'skip';
  if (f.live || f.setting.email === 'off') return 'skip';
  if (f.setting.email === 'digest') return 'digest';
  return f.quiet ? 'wait' : 'send';
}

/** Push only for the kinds that push, when chosen, away, and never in quiet hours (it is not kept). */
export function pushChoice(f: DeliveryFacts): 'send' | 'skip' {
  if (!PUSH_KINDS.includes(f.kind) || !f.setting.push) return 'skip';
  if (f.blocked || f.deactivated || f.live || f.quiet) return 'skip';
  return 'send';
}

/** Digests go out in this hour of the member's day (quiet hours end at 07:00 by default). */
export const DIGEST_LOCAL_HOUR = 8;
const HOUR_MS = 3_600_000;

export interface DigestFacts {
  /** The member's wall-clock minute of the day now. */
  localMinute: number;
  quiet: boolean;
  lastDigestAt: Date | null;
  oldestItemAt: Date;
}

/**
 * Once a day in the member's 08:00 hour. A digest that could not go then (quiet hours, or the hourly
 * run missed) goes at the next daytime run once its oldest item has waited a day.
 */
export function isDigestDue(now: Date, f: DigestFacts): boolean {
  if (f.quiet) return false;
  const sinceLast = f.lastDigestAt ? now.getTime() - f.lastDigestAt.getTime() : Number.POSITIVE_INFINITY;
  if (sinceLast < 20 * HOUR_MS) return false;
  const hour = Math.floor(f.localMinute / 60);
  if (hour === DIGEST_LOCAL_HOUR) return true;
  const daytime = hour > DIGEST_LOCAL_HOUR && hour < 21;
  return daytime && now.getTime() - f.oldestItemAt.getTime() >= 24 * HOUR_MS;
}
