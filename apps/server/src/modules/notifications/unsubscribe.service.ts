import type { Locale } from '@mithaq/contracts/i18n/locales';
import type { NotificationKind } from '@mithaq/contracts/notifications';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.js';
import { members } from '../../platform/db/schema.js';
import { updateNotificationSettings } from './notifications.service.js';
import type { UnsubscribeRequest } from './unsubscribe.js';

export interface Unsubscriber {
  /** The language the member chose; null: the reader's browser decides. */
  locale: Locale | null;
}

/** The member a token names, unless their account was erased (then it unsubscribes nobody). */
export async function findUnsubscriber(db: Executor, memberId: string): Promise<Unsubscriber | null> {
  const [row] = await db
    .select({ locale: members.locale, status: members.accountStatus, deletedAt: members.deletedAt })
    .from(members)
    .where(eq(members.id, memberId));
  if (!row || row.status === 'deleted' || row.deletedAt) return null;
  return { locale: row.locale };
}

/** Sets email to 'off' for the token's kinds, and only those, of its member only. */
export async function turnOffEmails(db: Executor, request: UnsubscribeRequest): Promise<Unsubscriber | null> {
  const member = await findUnsubscriber(db, request.memberId);
  if (!member) return null;
  const off = Object.fromEntries(
    request.kinds.map((kind): [NotificationKind, { email: 'off' }] => [kind, { email: 'off' }]),
  );
  await updateNotificationSettings(db, request.memberId, off);
  return member;
}
