import { and, count, eq, inArray, isNull, ne, notLike, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';
import {
  cities,
  govtIds,
  interests,
  members,
  notifications,
  photos,
  photoVariants,
  selfies,
  supportMessages,
  supportTickets,
} from '../platform/db/schema.js';
import type { DemoMember } from './demo-people.js';

const demoPattern = (domain: string) => `%@${domain}`;

export async function countNonDemoMembers(db: Db, domain: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(members)
    .where(notLike(members.email, demoPattern(domain)));
  return row?.n ?? 0;
}

/**
 * Removes earlier demo members (their photos, IDs, interests and sessions cascade); the keys of
 * their files, to delete from storage after.
 */
export async function deleteDemoMembers(db: Db, domain: string): Promise<string[]> {
  const isDemo = sql`${members.email} like ${demoPattern(domain)}`;
  return db.transaction(async (tx) => {
    const photoFiles = await tx
      .select({ key: photoVariants.storageKey })
      .from(photoVariants)
      .innerJoin(photos, eq(photos.id, photoVariants.photoId))
      .innerJoin(members, eq(members.id, photos.memberId))
      .where(isDemo);
    const idFiles = await tx
      .select({ key: govtIds.storageKey })
      .from(govtIds)
      .innerJoin(members, eq(members.id, govtIds.memberId))
      .where(isDemo);
    const selfieFiles = await tx
      .select({ key: selfies.storageKey })
      .from(selfies)
      .innerJoin(members, eq(members.id, selfies.memberId))
      .where(isDemo);
    await tx.delete(members).where(isDemo);
    return [...photoFiles, ...idFiles, ...selfieFiles].flatMap((f) => (f.key ? [f.key] : []));
  });
}

export async function insertMembers(db: Db, rows: DemoMember[]) {
  return db.insert(members).values(rows).returning({
    id: members.id,
    gender: members.gender,
    beard: members.beard,
    fullName: members.fullName,
    photoBlurred: members.photoBlurred,
  });
}

export interface DemoInterest {
  fromId: string;
  toId: string;
  status: 'pending' | 'accepted' | 'declined';
  createdAt: Date;
}

export async function insertInterests(db: Db, rows: DemoInterest[]) {
  if (rows.length === 0) return;
  await db
    .insert(interests)
    .values(rows.map((r) => ({ ...r, respondedAt: r.status === 'pending' ? null : r.createdAt })))
    .onConflictDoNothing();
}

/**
 * The demo member's feed for the interests they received: history, so nothing is emailed or pushed;
 * the ones still waiting are unread, as they would be.
 */
export async function insertDemoNotifications(db: Db, memberId: string, rows: DemoInterest[]) {
  const received = rows.filter((r) => r.toId === memberId && r.status !== 'declined');
  if (received.length === 0) return;
  await db.insert(notifications).values(
    received.map((r) => ({
      memberId,
      type: 'interest-received',
      actorId: r.fromId,
      createdAt: r.createdAt,
      readAt: r.status === 'pending' ? null : r.createdAt,
      emailState: 'skipped',
      pushState: 'skipped',
    })),
  );
}

export async function approvePhotos(db: Db, memberIds: string[]) {
  if (memberIds.length === 0) return;
  await db
    .update(photos)
    .set({ status: 'approved', reviewedAt: new Date() })
    .where(inArray(photos.memberId, memberIds));
}

/**
 * Demo members' cities placed on the map from the gazetteer (the most populous city of each name), so
 * distance, "nearest" and "within N km" work in the demo as for members who pick their city.
 */
export async function placeDemoMembers(db: Db, domain: string): Promise<void> {
  await db.execute(sql`update ${members} m
       set city_id = c.id, country_code = c.country_code, latitude = c.latitude, longitude = c.longitude
      from (select distinct on (lower(ascii_name)) id, ascii_name, country_code, latitude, longitude
              from ${cities} order by lower(ascii_name), population desc) c
     where m.email like ${demoPattern(domain)} and lower(m.city) = lower(c.ascii_name)`);
}

export async function unblurMembersWithoutPhoto(db: Db, domain: string): Promise<void> {
  await db
    .update(members)
    .set({ photoBlurred: false })
    .where(and(sql`${members.email} like ${demoPattern(domain)}`, isNull(members.photoId)));
}

export async function emailOf(db: Db, memberId: string | undefined): Promise<string | null> {
  if (!memberId) return null;
  const [row] = await db.select({ email: members.email }).from(members).where(eq(members.id, memberId));
  return row?.email ?? null;
}

/** Matches between demo members other than `excludeId`, oldest first. */
export function findAcceptedPairs(db: Db, excludeId: string, limit: number) {
  return db
    .select({ fromId: interests.fromId, toId: interests.toId })
    .from(interests)
    .where(and(eq(interests.status, 'accepted'), ne(interests.fromId, excludeId), ne(interests.toId, excludeId)))
    .orderBy(interests.createdAt, interests.id)
    .limit(limit);
}

/** A member's open ticket written `hoursAgo`, so the staff inbox shows waiting times. */
export async function insertDemoTicket(
  db: Db,
  memberId: string,
  ticket: { subject: string; message: string; hoursAgo: number },
): Promise<void> {
  const at = new Date(Date.now() - ticket.hoursAgo * 3_600_000);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(supportTickets)
      .values({ memberId, subject: ticket.subject, createdAt: at, updatedAt: at })
      .returning({ id: supportTickets.id });
    if (!row) throw new Error('ticket insert returned nothing');
    await tx
      .insert(supportMessages)
      .values({ ticketId: row.id, senderType: 'user', message: ticket.message, createdAt: at });
  });
}
