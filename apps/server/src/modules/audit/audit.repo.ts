import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.js';
import { adminAuditLog, admins, members } from '../../platform/db/schema.js';

export type NewAuditEntry = typeof adminAuditLog.$inferInsert;

export async function insertAuditEntry(db: Executor, entry: NewAuditEntry): Promise<void> {
  await db.insert(adminAuditLog).values(entry);
}

export async function listAuditEntries(db: Executor, offset: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        entry: adminAuditLog,
        admin: { id: admins.id, name: admins.name, email: admins.email, reviewsWomen: admins.reviewsWomen },
      })
      .from(adminAuditLog)
      .leftJoin(admins, eq(admins.id, adminAuditLog.adminId))
      .orderBy(desc(adminAuditLog.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(adminAuditLog),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type AuditRow = Awaited<ReturnType<typeof listAuditEntries>>['rows'][number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether this staff account reviews women, and which of these members asked for women reviewers only. */
export async function findDocumentPrivacy(db: Executor, adminId: string, memberIds: string[]) {
  const ids = [...new Set(memberIds.filter((id) => UUID.test(id)))];
  const [[admin], womenOnly] = await Promise.all([
    db.select({ reviewsWomen: admins.reviewsWomen }).from(admins).where(eq(admins.id, adminId)),
    ids.length === 0
      ? []
      : db
          .select({ id: members.id })
          .from(members)
          .where(and(inArray(members.id, ids), eq(members.womenReviewersOnly, true))),
  ]);
  return { reviewsWomen: admin?.reviewsWomen ?? false, womenOnly: new Set(womenOnly.map((m) => m.id)) };
}
