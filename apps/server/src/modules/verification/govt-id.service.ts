import { ADMIN_MESSAGES, type GovtId, type IdDecisionInput } from '@mithaq/contracts';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import * as repo from './govt-id.repo.js';

/** Where staff open the document (served only to them, and to its owner by the verification module). */
export const govtIdDocumentPath = (memberId: string) => `/api/admin/ids/${memberId}/document`;

export function toGovtId(row: repo.GovtIdMeta): GovtId {
  return {
    idType: row.idType as GovtId['idType'],
    status: row.status as GovtId['status'],
    fileRef: govtIdDocumentPath(row.memberId),
    uploadedAt: row.uploadedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    notes: row.notes,
  };
}

export async function findGovtId(db: Executor, memberId: string): Promise<GovtId | null> {
  const row = await repo.findGovtIdMeta(db, memberId);
  return row ? toGovtId(row) : null;
}

/**
 * Staff decision on a government ID (spec sections 4 and 6): verified makes the member Verified,
 * rejected clears it; the notes reach the member. Run inside the caller's transaction.
 */
export async function decideGovtId(db: Executor, memberId: string, decision: IdDecisionInput): Promise<GovtId> {
  const row = await repo.decideGovtId(db, memberId, { status: decision.status, notes: decision.notes?.trim() || null });
  if (!row) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.noGovtId);
  return toGovtId(row);
}

export async function readGovtIdDocument(ctx: AppContext, memberId: string) {
  const row = await repo.findGovtIdFile(ctx.db, memberId);
  if (!row) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.documentNotFound);
  return row;
}

export async function listGovtIdSubmissions(ctx: AppContext, status: string | null) {
  const rows = await repo.listGovtIds(ctx.db, status);
  return rows.map((r) => ({ userId: r.id.memberId, govtId: toGovtId(r.id), user: r.user }));
}
