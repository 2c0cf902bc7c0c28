import type { AuditEntry, AuditList } from '@mithaq/contracts/admin';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db/client.js';
import * as repo from './audit.repo.js';
import { isDocumentEntry, restrictAuditEntry } from './document-privacy.js';

/** Who did it and from where; every audited service call takes one. */
export interface StaffActor {
  adminId: string;
  ip: string;
}

/** Staff, or (adminId null) a member acting on their own account, such as deleting it. */
export interface AuditActor {
  adminId: string | null;
  ip: string;
}

export interface AuditRecord {
  action: string;
  targetType?: string;
  targetId?: string;
  before?: unknown;
  after?: unknown;
}

/** Appends to the audit log; pass the action's transaction so both commit or neither does. */
export function recordAudit(db: Executor, actor: AuditActor, record: AuditRecord): Promise<void> {
  return repo.insertAuditEntry(db, {
    adminId: actor.adminId,
    ip: actor.ip,
    action: record.action,
    targetType: record.targetType ?? null,
    targetId: record.targetId ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

/**
 * One page of the log, newest first. For staff who are not women reviewers, the ID and selfie entries
 * about members who asked for women reviewers only are restricted (document-privacy.ts).
 */
export async function listAudit(ctx: AppContext, actor: StaffActor, page: number, limit: number): Promise<AuditList> {
  const { rows, total } = await repo.listAuditEntries(ctx.db, (page - 1) * limit, limit);
  const entries = rows.map(toAuditEntry);
  return {
    data: await withoutHiddenDocuments(ctx, actor, entries),
    total,
    totalPages: Math.max(1, Math.ceil(total / limit)),
    page,
  };
}

async function withoutHiddenDocuments(ctx: AppContext, actor: StaffActor, entries: AuditEntry[]) {
  const aboutDocuments = entries.filter(isDocumentEntry).map((e) => e.targetId ?? '');
  if (aboutDocuments.length === 0) return entries;
  const { reviewsWomen, womenOnly } = await repo.findDocumentPrivacy(ctx.db, actor.adminId, aboutDocuments);
  if (reviewsWomen) return entries;
  return entries.map((e) =>
    isDocumentEntry(e) && womenOnly.has((e.targetId ?? '').toLowerCase()) ? restrictAuditEntry(e) : e,
  );
}

function toAuditEntry({ entry, admin }: repo.AuditRow): AuditEntry {
  return {
    id: String(entry.id),
    admin: admin ? { _id: admin.id, name: admin.name, email: admin.email, reviewsWomen: admin.reviewsWomen } : null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before,
    after: entry.after,
    ip: entry.ip,
    createdAt: entry.createdAt.toISOString(),
  };
}
