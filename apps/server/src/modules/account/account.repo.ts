import type { Locale } from '@mithaq/contracts/i18n/locales';
import type { NameDisplay } from '@mithaq/contracts/names';
import type { MemberTimeZone } from '@mithaq/contracts/time-zone-change';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../platform/db/client.js';
import {
  blocks,
  interests,
  memberNotices,
  members,
  messages,
  notifications,
  photoVariants,
} from '../../platform/db/schema.js';

export function listNotices(db: Db, memberId: string) {
  return db
    .select()
    .from(memberNotices)
    .where(and(eq(memberNotices.memberId, memberId), isNull(memberNotices.acknowledgedAt)))
    .orderBy(asc(memberNotices.createdAt));
}

export async function acknowledgeNotice(db: Db, memberId: string, noticeId: string): Promise<boolean> {
  const rows = await db
    .update(memberNotices)
    .set({ acknowledgedAt: new Date() })
    .where(and(eq(memberNotices.id, noticeId), eq(memberNotices.memberId, memberId)))
    .returning({ id: memberNotices.id });
  return rows.length > 0;
}

/** Interests either way with the other member's id and name only (never their private fields). */
export function interestsOf(db: Db, memberId: string) {
  return db
    .select({
      interest: interests,
      other: { id: members.id, fullName: members.fullName, nameDisplay: members.nameDisplay },
    })
    .from(interests)
    .innerJoin(
      members,
      or(
        and(eq(interests.fromId, memberId), eq(members.id, interests.toId)),
        and(eq(interests.toId, memberId), eq(members.id, interests.fromId)),
      ),
    )
    .orderBy(asc(interests.createdAt));
}

export function messagesOf(db: Db, memberId: string) {
  return db
    .select()
    .from(messages)
    .where(or(eq(messages.senderId, memberId), eq(messages.receiverId, memberId)))
    .orderBy(asc(messages.createdAt));
}

export function blockedBy(db: Db, memberId: string) {
  return db
    .select({ blockedId: blocks.blockedId, createdAt: blocks.createdAt })
    .from(blocks)
    .where(eq(blocks.blockerId, memberId));
}

/** The member's feed, oldest first, with the other member of each item by id and name. */
export function notificationsOf(db: Db, memberId: string) {
  return db
    .select({
      notification: notifications,
      other: { id: members.id, fullName: members.fullName, nameDisplay: members.nameDisplay },
    })
    .from(notifications)
    .leftJoin(members, eq(members.id, notifications.actorId))
    .where(eq(notifications.memberId, memberId))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}

/** The key of the display variant's file of a photo. */
export async function displayFileKey(db: Db, photoId: string): Promise<string | null> {
  const [row] = await db
    .select({ key: photoVariants.storageKey })
    .from(photoVariants)
    .where(and(eq(photoVariants.photoId, photoId), eq(photoVariants.variant, 'display')));
  return row?.key ?? null;
}

/** The member's zone and any change not yet in force, their row locked so two changes queue. */
export async function lockTimeZone(tx: Tx, memberId: string): Promise<MemberTimeZone | undefined> {
  const [row] = await tx
    .select({
      timeZone: members.timeZone,
      previousTimeZone: members.previousTimeZone,
      timeZoneChangesAt: members.timeZoneChangesAt,
    })
    .from(members)
    .where(eq(members.id, memberId))
    .for('no key update');
  return row;
}

export async function updateTimeZone(db: Executor, memberId: string, zone: MemberTimeZone): Promise<void> {
  await db
    .update(members)
    .set({ ...zone, updatedAt: new Date() })
    .where(eq(members.id, memberId));
}

export async function updateLocale(db: Db, memberId: string, locale: Locale): Promise<void> {
  await db.update(members).set({ locale, updatedAt: new Date() }).where(eq(members.id, memberId));
}

export async function updateNameDisplay(db: Db, memberId: string, nameDisplay: NameDisplay): Promise<void> {
  await db.update(members).set({ nameDisplay, updatedAt: new Date() }).where(eq(members.id, memberId));
}
