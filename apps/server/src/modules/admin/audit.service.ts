import type { AuditList } from '@mithaq/contracts';
import type { Executor } from '../../db/client.js';
import type { AppContext } from '../../lib/context.js';
import * as repo from './audit.repo.js';

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

export async function listAudit(ctx: AppContext, page: number, limit: number): Promise<AuditList> {
  const { rows, total } = await repo.listAuditEntries(ctx.db, (page - 1) * limit, limit);
  return {
    data: rows.map(({ entry, admin }) => ({
      id: String(entry.id),
      admin: admin ? { _id: admin.id, name: admin.name, email: admin.email, reviewsWomen: admin.reviewsWomen } : null,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      before: entry.before,
      after: entry.after,
      ip: entry.ip,
      createdAt: entry.createdAt.toISOString(),
    })),
    total,
    totalPages: Math.max(1, Math.ceil(total / limit)),
    page,
  };
}
