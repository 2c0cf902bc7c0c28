import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { adminAuditLog, admins } from '../../db/schema.js';

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
