import { NOTIFICATION_MESSAGES, type PushSubscriptionInput } from '@mithaq/contracts/notifications';
import { AppError } from '../../lib/app-error.js';
import { isP256PublicKey } from '../../lib/p256-keys.js';
import { matchPushOrigin } from '../../lib/push-origins.js';
import type { AppContext } from '../../platform/context.js';
import * as repo from './push.repo.js';

/** Devices one member may have subscribed; a new one past this replaces their oldest. */
export const MAX_PUSH_DEVICES = 10;

/** Keys as unpadded base64url, the form web-push encrypts with (browsers may pad them). */
const unpadded = (key: string) => key.replace(/=+$/, '');

/**
 * Subscribes this device for the member. The contracts check the shape; here the endpoint must be on a
 * push service of PUSH_SERVICE_ORIGINS, since the server will POST to it from inside our network
 * (OWASP SSRF Prevention Cheat Sheet, allow-list; docs/decisions/0029-web-push.md), and the device key
 * must be a real P-256 point, since web-push could not encrypt to anything else (RFC 8291 section 3.1).
 */
export async function subscribePush(ctx: AppContext, memberId: string, input: PushSubscriptionInput): Promise<void> {
  const p256dh = unpadded(input.keys.p256dh);
  const isListed = matchPushOrigin(ctx.config.pushServiceOrigins, input.endpoint) !== null;
  if (!isListed || !isP256PublicKey(p256dh)) {
    throw new AppError('BAD_REQUEST', NOTIFICATION_MESSAGES.badPushSubscription);
  }
  await repo.saveSubscription(
    ctx.db,
    { memberId, endpoint: input.endpoint, p256dh, auth: unpadded(input.keys.auth) },
    MAX_PUSH_DEVICES,
  );
}

/** Forgets this device for the member; nothing happens if it was not theirs or not subscribed. */
export async function unsubscribePush(ctx: AppContext, memberId: string, endpoint: string): Promise<void> {
  await repo.deleteMemberSubscription(ctx.db, memberId, endpoint);
}

/**
 * What the data export says of each device: whose push service it is on (Google, Mozilla, Apple,
 * Microsoft, else "other") and since when; never its address nor how a push service answered for it
 * (docs/decisions/0029-web-push.md).
 */
export async function pushDevicesForExport(ctx: AppContext, memberId: string) {
  const rows = await repo.listMemberSubscriptions(ctx.db, memberId);
  return rows.map((row) => ({
    pushService: matchPushOrigin(ctx.config.pushServiceOrigins, row.endpoint)?.operator ?? 'other',
    subscribedAt: row.createdAt.toISOString(),
  }));
}
