import { ADMIN_MESSAGES, type GovtId, type IdDecisionInput } from '@mithaq/contracts/admin';
import { GOVT_ID_TYPES } from '@mithaq/contracts/options';
import { VERIFICATION_MESSAGES } from '@mithaq/contracts/verification';
import { AppError } from '../../lib/app-error.js';
import { decryptFile, encryptFile, fileKey } from '../../lib/file-crypto.js';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db/client.js';
import { govtIdFileKey } from '../../platform/storage/file-keys.js';
import * as repo from './govt-id.repo.js';
import { sniffDocumentType } from './id-part.js';

/** Where staff open the document; its owner opens it at OWN_DOCUMENT_PATH. */
export const govtIdDocumentPath = (memberId: string) => `/api/admin/ids/${memberId}/document`;
export const OWN_DOCUMENT_PATH = '/api/verify/govt-id/document';

export function toGovtId(row: repo.GovtIdMeta, fileRef = govtIdDocumentPath(row.memberId)): GovtId {
  return {
    idType: row.idType as GovtId['idType'],
    status: row.status as GovtId['status'],
    fileRef,
    uploadedAt: row.uploadedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    notes: row.notes,
  };
}

export async function findGovtId(db: Executor, memberId: string): Promise<GovtId | null> {
  const row = await repo.findGovtIdMeta(db, memberId);
  return row ? toGovtId(row) : null;
}

/** The status the ID has now, read under its row's lock (pass the decision's transaction). */
export function lockGovtIdStatus(tx: Executor, memberId: string): Promise<string | null> {
  return repo.lockGovtIdStatus(tx, memberId);
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

/**
 * The decrypted document, for staff and for its owner only (the routes decide who asks). Always read
 * through the app, never by a bucket address: only the app holds the key
 * (docs/decisions/0020-files-in-object-storage.md).
 */
export async function readGovtIdDocument(ctx: AppContext, memberId: string) {
  const row = await repo.findGovtIdFile(ctx.db, memberId);
  const sealed = row ? await ctx.files.get(row.storageKey) : null;
  if (!row || !sealed) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.documentNotFound);
  return { contentType: row.contentType, file: decryptFile(fileKey(ctx.config), sealed.bytes) };
}

/** The member's own ID as `GET /api/verify/status` shows it, with the owner's document address. */
export async function ownGovtId(ctx: AppContext, memberId: string): Promise<GovtId | null> {
  const row = await repo.findGovtIdMeta(ctx.db, memberId);
  return row ? toGovtId(row, OWN_DOCUMENT_PATH) : null;
}

/** Encrypted files carry no type of their own in storage; the row keeps the document's. */
const SEALED_TYPE = 'application/octet-stream';

/**
 * Stores a document encrypted (AES-256-GCM) before it leaves the server, with status pending: the
 * upload route, seed:demo and tests all come here. The type is read from the bytes. Each upload is a
 * new file; the one it replaces is deleted after commit (FileStore.writeThenCommit).
 */
export async function storeGovtId(
  ctx: Pick<AppContext, 'db' | 'files'>,
  key: Buffer,
  memberId: string,
  idType: string,
  bytes: Buffer,
): Promise<void> {
  if (!(GOVT_ID_TYPES as readonly string[]).includes(idType))
    throw new AppError('BAD_REQUEST', VERIFICATION_MESSAGES.idTypeInvalid);
  const contentType = sniffDocumentType(bytes);
  if (!contentType) throw new AppError('UNSUPPORTED_MEDIA_TYPE', VERIFICATION_MESSAGES.idNotImageOrPdf);
  const storageKey = govtIdFileKey(memberId);
  const file = { key: storageKey, bytes: encryptFile(key, bytes), contentType: SEALED_TYPE };
  await ctx.files.writeThenCommit([file], async () => ({
    result: undefined,
    released: (await repo.saveGovtId(ctx.db, { memberId, idType, contentType, storageKey })).released,
  }));
}

/** `POST /api/verify/govt-id`: a new upload replaces a pending or rejected one, never a verified one. */
export async function uploadGovtId(ctx: AppContext, memberId: string, idType: string | undefined, bytes: Buffer) {
  const current = await repo.findGovtIdMeta(ctx.db, memberId);
  if (current?.status === 'verified') throw new AppError('CONFLICT', VERIFICATION_MESSAGES.idVerifiedLocked);
  await storeGovtId(ctx, fileKey(ctx.config), memberId, idType ?? '', bytes);
  const stored = await ownGovtId(ctx, memberId);
  if (!stored) throw new Error('the ID just stored is missing');
  return stored;
}

export async function listGovtIdSubmissions(ctx: AppContext, status: string | null, reviewsWomen: boolean) {
  const rows = await repo.listGovtIds(ctx.db, status, reviewsWomen);
  return rows.map((r) => ({ userId: r.id.memberId, govtId: toGovtId(r.id), user: r.user }));
}
