import { NOTIFICATION_TYPE_KIND } from '@mithaq/contracts/notifications';
import { usableTimeZone } from '@mithaq/contracts/time-zone';
import type { NotificationMessageInput } from './channels.js';
import { type DeliveryDeps, findRecipient, messageInput, type Row } from './delivery.js';
import { isDigestDue } from './delivery-rules.js';
import * as repo from './notifications.repo.js';
import { getNotificationSettings } from './notifications.service.js';
import { isQuietTime, localMinuteOfDay } from './quiet-hours.js';

/**
 * The hourly run: every member whose digest is due in their own day gets one email with what
 * waited for it. Returns how many digests were queued.
 */
export async function sendDigests(deps: DeliveryDeps): Promise<number> {
  const now = deps.now();
  let sent = 0;
  for (const waiting of await repo.membersAwaitingDigest(deps.db)) {
    const settings = await getNotificationSettings(deps.db, waiting.memberId);
    if (!settings) continue;
    const zone = usableTimeZone(settings.quietHours?.timeZone);
    const due = isDigestDue(now, {
      localMinute: localMinuteOfDay(now, zone),
      quiet: isQuietTime(now, settings.quietHours),
      lastDigestAt: waiting.lastDigestAt,
      oldestItemAt: waiting.oldestItemAt,
    });
    if (due && (await sendDigest(deps, waiting.memberId, now))) sent += 1;
  }
  return sent;
}

async function sendDigest(deps: DeliveryDeps, memberId: string, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const rows = (await repo.lockDigestItems(tx, memberId)) as Row[];
    const recipient = await findRecipient(tx, memberId);
    const inputs: NotificationMessageInput[] = [];
    const dropped: string[] = [];
    for (const row of rows) {
      const message = recipient ? await messageInput(deps, tx, row, recipient) : null;
      if (message && !message.blocked) inputs.push(message.input);
      else dropped.push(row.id);
    }
    await repo.markDigested(tx, dropped, 'skipped');
    if (!recipient || inputs.length === 0) return false;
    const kinds = [...new Set(inputs.map((input) => NOTIFICATION_TYPE_KIND[input.type]))];
    const links = kinds.flatMap((kind) => deps.unsubscribeLink(memberId, kind) ?? []);
    const to = { email: recipient.email, fullName: recipient.fullName, locale: recipient.locale };
    const email = deps.writer.digest(to, inputs, links);
    await deps.queue.enqueueEmail(email, { tx });
    await repo.markDigested(
      tx,
      rows.map((r) => r.id).filter((id) => !dropped.includes(id)),
      'digested',
    );
    await repo.recordDigestSent(tx, memberId, recipient.settings, now);
    return true;
  });
}
