import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { adminSessions, admins } from '../../platform/db/schema.js';

export type AdminRow = typeof admins.$inferSelect;

export function findAdminByEmail(db: Db, email: string) {
  return db.query.admins.findFirst({ where: sql`lower(${admins.email}) = lower(${email})` });
}

export function findAdminById(db: Db, id: string) {
  return db.query.admins.findFirst({ where: eq(admins.id, id) });
}

/** Null when the email is taken (case-insensitive unique index). */
export async function insertAdmin(
  db: Db,
  values: { name: string; email: string; passwordHash: string; reviewsWomen: boolean },
) {
  const [row] = await db.insert(admins).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateAdminPassword(db: Db, id: string, values: { name: string; passwordHash: string }) {
  await db.update(admins).set(values).where(eq(admins.id, id));
}

export async function createAdminSession(db: Db, adminId: string): Promise<string> {
  const [row] = await db.insert(adminSessions).values({ adminId }).returning({ id: adminSessions.id });
  if (!row) throw new Error('admin session insert returned nothing');
  return row.id;
}

export async function findActiveAdminSession(db: Db, sessionId: string) {
  const [row] = await db
    .select({ sessionId: adminSessions.id, adminId: adminSessions.adminId, lastSeenAt: adminSessions.lastSeenAt })
    .from(adminSessions)
    .where(and(eq(adminSessions.id, sessionId), isNull(adminSessions.revokedAt)));
  return row ?? null;
}

export async function touchAdminSession(db: Db, sessionId: string) {
  await db.update(adminSessions).set({ lastSeenAt: new Date() }).where(eq(adminSessions.id, sessionId));
}

export async function revokeAdminSession(db: Db, sessionId: string) {
  await db.update(adminSessions).set({ revokedAt: new Date() }).where(eq(adminSessions.id, sessionId));
}
