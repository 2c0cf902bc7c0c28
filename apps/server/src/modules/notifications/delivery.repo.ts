import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.js';
import { members, messageNotices, messages } from '../../platform/db/schema.js';
import { blockedEitherWay } from '../blocks/index.js';

/** Who a notification goes to. */
export async function findRecipient(db: Executor, memberId: string) {
  const [recipient] = await db
    .select({
      id: members.id,
      email: members.email,
      fullName: members.fullName,
      locale: members.locale,
      accountStatus: members.accountStatus,
    })
    .from(members)
    .where(eq(members.id, memberId));
  return recipient ?? null;
}

/** The other member, with what the email may say of them, and whether either has blocked the other. */
export async function findActor(db: Executor, memberId: string, actorId: string) {
  const [actor] = await db
    .select({
      id: members.id,
      fullName: members.fullName,
      nameDisplay: members.nameDisplay,
      city: members.city,
      blocked: blockedEitherWay(memberId, actorId),
    })
    .from(members)
    .where(eq(members.id, actorId));
  return actor ?? null;
}

/** Messages from `senderId` to `receiverId` not yet read, sent after `since`, and the newest one's time. */
export async function countUnreadFrom(db: Executor, receiverId: string, senderId: string, since: Date | null) {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      newest: sql<string | null>`max(${messages.createdAt})`,
    })
    .from(messages)
    .where(
      and(
        eq(messages.receiverId, receiverId),
        eq(messages.senderId, senderId),
        isNull(messages.readAt),
        since ? gt(messages.createdAt, since) : undefined,
      ),
    );
  return { count: row?.n ?? 0, newest: row?.newest ? new Date(row.newest) : null };
}

export async function findLastMessageNotice(db: Executor, memberId: string, senderId: string) {
  const [row] = await db
    .select({ notifiedAt: messageNotices.notifiedAt, countedUntil: messageNotices.countedUntil })
    .from(messageNotices)
    .where(and(eq(messageNotices.memberId, memberId), eq(messageNotices.senderId, senderId)));
  return row ?? null;
}

export async function recordMessageNotice(
  db: Executor,
  memberId: string,
  senderId: string,
  notice: { notifiedAt: Date; countedUntil: Date },
) {
  await db
    .insert(messageNotices)
    .values({ memberId, senderId, ...notice })
    .onConflictDoUpdate({ target: [messageNotices.memberId, messageNotices.senderId], set: notice });
}
