import { and, countDistinct, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.js';
import { memberNotices, members, messages, reportMessages, reports } from '../../platform/db/schema.js';

export type ReportRow = typeof reports.$inferSelect;

/** Messages of the conversation between the two members, among `ids`. */
export function findConversationMessages(db: Db, a: string, b: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(messages)
    .where(
      and(
        inArray(messages.id, ids),
        or(
          and(eq(messages.senderId, a), eq(messages.receiverId, b)),
          and(eq(messages.senderId, b), eq(messages.receiverId, a)),
        ),
      ),
    );
}

export async function lockOpenReport(tx: Tx, reporterId: string, reportedId: string): Promise<ReportRow | null> {
  const [row] = await tx
    .select()
    .from(reports)
    .where(and(eq(reports.reporterId, reporterId), eq(reports.reportedId, reportedId), eq(reports.status, 'open')))
    .for('update');
  return row ?? null;
}

export async function insertReport(tx: Tx, values: typeof reports.$inferInsert): Promise<ReportRow> {
  const [row] = await tx.insert(reports).values(values).returning();
  if (!row) throw new Error('report insert returned nothing');
  return row;
}

export async function appendToReport(tx: Tx, id: string, note: string): Promise<ReportRow> {
  const [row] = await tx
    .update(reports)
    .set({ note: sql`trim(both from coalesce(${reports.note}, '') || E'\\n\\n' || ${note})`, updatedAt: new Date() })
    .where(eq(reports.id, id))
    .returning();
  if (!row) throw new Error('report update returned nothing');
  return row;
}

export async function attachMessages(
  tx: Tx,
  reportId: string,
  rows: { id: string; senderId: string; content: string; createdAt: Date }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(reportMessages)
    .values(
      rows.map((m) => ({ reportId, messageId: m.id, senderId: m.senderId, content: m.content, sentAt: m.createdAt })),
    )
    .onConflictDoNothing();
}

export function listOwnReports(db: Db, reporterId: string) {
  return db
    .select({
      report: reports,
      reported: {
        id: members.id,
        fullName: members.fullName,
        nameDisplay: members.nameDisplay,
        accountStatus: members.accountStatus,
      },
    })
    .from(reports)
    .innerJoin(members, eq(members.id, reports.reportedId))
    .where(eq(reports.reporterId, reporterId))
    .orderBy(desc(reports.createdAt))
    .limit(100);
}

export function findReport(db: Db | Tx, id: string) {
  return db.query.reports.findFirst({ where: eq(reports.id, id) });
}

/** The staff queue with what each entry needs, in four queries however long the queue. */
export async function listReportsForStaff(db: Db, status: 'open' | 'closed' | 'all') {
  const where =
    status === 'all' ? undefined : status === 'open' ? eq(reports.status, 'open') : ne(reports.status, 'open');
  const reporter = sql`(select jsonb_build_object('id', r.id, 'fullName', r.full_name) from ${members} r where r.id = ${reports.reporterId})`;
  const rows = await db
    .select({
      report: reports,
      reporter: sql<{ id: string; fullName: string }>`${reporter}`,
      reported: {
        id: members.id,
        fullName: members.fullName,
        email: members.email,
        accountStatus: members.accountStatus,
      },
    })
    .from(reports)
    .innerJoin(members, eq(members.id, reports.reportedId))
    .where(where)
    .orderBy(desc(reports.updatedAt))
    .limit(300);
  const reportedIds = [...new Set(rows.map((r) => r.report.reportedId))];
  const [attached, openCounts, allCounts] = await Promise.all([
    rows.length
      ? db
          .select()
          .from(reportMessages)
          .where(
            inArray(
              reportMessages.reportId,
              rows.map((r) => r.report.id),
            ),
          )
          .orderBy(reportMessages.sentAt)
      : Promise.resolve([]),
    reportedIds.length
      ? db
          .select({ reportedId: reports.reportedId, n: countDistinct(reports.reporterId) })
          .from(reports)
          .where(and(inArray(reports.reportedId, reportedIds), eq(reports.status, 'open')))
          .groupBy(reports.reportedId)
      : Promise.resolve([]),
    reportedIds.length
      ? db
          .select({ reportedId: reports.reportedId, n: countDistinct(reports.id) })
          .from(reports)
          .where(inArray(reports.reportedId, reportedIds))
          .groupBy(reports.reportedId)
      : Promise.resolve([]),
  ]);
  return { rows, attached, openCounts, allCounts };
}

/** Closes the report if it is still open; false when another decision came first. */
export async function closeReport(
  tx: Tx,
  id: string,
  decision: { status: string; decidedBy: string; decisionNotes: string | null },
): Promise<boolean> {
  const now = new Date();
  const closed = await tx
    .update(reports)
    .set({ ...decision, decidedAt: now, updatedAt: now })
    .where(and(eq(reports.id, id), eq(reports.status, 'open')))
    .returning({ id: reports.id });
  return closed.length > 0;
}

export async function insertNotice(tx: Tx, memberId: string, message: string): Promise<void> {
  await tx.insert(memberNotices).values({ memberId, message });
}
