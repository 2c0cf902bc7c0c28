import { randomInt } from 'node:crypto';
import {
  SELFIE_CHALLENGE_MINUTES,
  SELFIE_MESSAGES,
  SELFIE_POSES,
  type SelfieChallenge,
  type SelfiePose,
  type SelfieStatus,
} from '@mithaq/contracts/selfie';
import { AppError } from '../../lib/app-error.js';
import { decryptFile, encryptFile, fileKey } from '../../lib/file-crypto.js';
import type { AppContext } from '../../platform/context.js';
import type { Executor } from '../../platform/db/client.js';
import { encodeReviewImage } from '../../platform/images/image-processing.js';
import { selfieFileKey } from '../../platform/storage/file-keys.js';
import { fingerprintUpload, recordSelfieFingerprint } from '../safety/index.js';
import * as repo from './selfie.repo.js';
import type { SelfieForm } from './selfie-part.js';

const HOUR = 60 * 60;
/** Each pose is a row and each selfie ~0.1 s of re-encoding: generous for a person, not for a script. */
const CHALLENGE_RULE = { limit: 30, windowSeconds: HOUR, message: SELFIE_MESSAGES.tooManyChallenges };
const UPLOAD_RULE = { limit: 20, windowSeconds: HOUR, message: SELFIE_MESSAGES.tooManyUploads };

const NO_SELFIE: SelfieStatus = {
  status: 'none',
  pose: null,
  uploadedAt: null,
  reviewedAt: null,
  notes: null,
  recheck: 'none',
};

const now = (ctx: Pick<AppContext, 'clock'>) => new Date(ctx.clock());

/**
 * The member's own view. A re-check is `review` while the image is kept for staff to compare again,
 * `retake` once it was erased: then only a new selfie can restore the check.
 */
export function toSelfieStatus(row: repo.SelfieRow | null): SelfieStatus {
  if (!row) return NO_SELFIE;
  return {
    status: row.status as SelfieStatus['status'],
    pose: row.pose as SelfiePose,
    uploadedAt: row.uploadedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    notes: row.notes,
    recheck: row.recheckSince ? (row.storageKey ? 'review' : 'retake') : 'none',
  };
}

/** The "photo verified" fact other features read: verified, and no new photo waiting for a comparison. */
export const isPhotoVerified = (row: Pick<repo.SelfieRow, 'status' | 'recheckSince'> | null) =>
  row?.status === 'verified' && row.recheckSince === null;

export async function ownSelfieStatus(ctx: Pick<AppContext, 'db'>, memberId: string): Promise<SelfieStatus> {
  return toSelfieStatus(await repo.findSelfie(ctx.db, memberId));
}

/** A verified selfie stays until a new photo asks for a new comparison. */
function assertMayTakeSelfie(row: repo.SelfieRow | null): void {
  if (isPhotoVerified(row)) throw new AppError('CONFLICT', SELFIE_MESSAGES.alreadyVerified);
}

/** `GET /api/verify/selfie/challenge`: a pose picked by the server; it supersedes any earlier one. */
export async function issueChallenge(ctx: AppContext, memberId: string): Promise<SelfieChallenge> {
  assertMayTakeSelfie(await repo.findSelfie(ctx.db, memberId));
  await ctx.rateLimiter.hit(`selfie-challenge:${memberId}`, CHALLENGE_RULE);
  const pose = SELFIE_POSES[randomInt(SELFIE_POSES.length)] as SelfiePose;
  const expiresAt = new Date(ctx.clock() + SELFIE_CHALLENGE_MINUTES * 60_000);
  const row = await repo.insertChallenge(ctx.db, { memberId, pose, expiresAt });
  return { challengeId: row.id, pose, expiresAt: expiresAt.toISOString() };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The challenge the selfie answers, if it still may be answered: the member's own, newest, unused and in time. */
async function answerableChallenge(ctx: AppContext, memberId: string, challengeId: string | undefined) {
  if (!challengeId) throw new AppError('BAD_REQUEST', SELFIE_MESSAGES.challengeMissing);
  if (!UUID.test(challengeId)) throw new AppError('BAD_REQUEST', SELFIE_MESSAGES.challengeNotFound);
  const challenge = await repo.findChallenge(ctx.db, challengeId);
  // Another member's challenge is answered as an unknown one: its existence tells nothing.
  if (!challenge || challenge.memberId !== memberId) throw new AppError('NOT_FOUND', SELFIE_MESSAGES.challengeNotFound);
  if (challenge.usedAt) throw new AppError('CONFLICT', SELFIE_MESSAGES.challengeUsed);
  if ((await repo.newestChallengeId(ctx.db, memberId)) !== challenge.id)
    throw new AppError('CONFLICT', SELFIE_MESSAGES.challengeSuperseded);
  if (challenge.expiresAt.getTime() <= ctx.clock()) throw new AppError('CONFLICT', SELFIE_MESSAGES.challengeExpired);
  return challenge;
}

/**
 * `POST /api/verify/selfie`: checked and re-encoded by the photo rules (bytes sniffed, pixels bounded,
 * EXIF dropped), encrypted like an ID document, stored pending. The challenge is used in the same
 * transaction that records the selfie, so it answers one selfie at most.
 */
export async function uploadSelfie(
  ctx: AppContext,
  memberId: string,
  readForm: () => Promise<SelfieForm>,
): Promise<SelfieStatus> {
  assertMayTakeSelfie(await repo.findSelfie(ctx.db, memberId));
  await ctx.rateLimiter.hit(`selfie-upload:${memberId}`, UPLOAD_RULE);
  const form = await readForm();
  const challenge = await answerableChallenge(ctx, memberId, form.challengeId);
  const image = await encodeReviewImage(form.file);
  const fingerprint = await fingerprintUpload(image.bytes);
  const storageKey = selfieFileKey(memberId);
  const sealed = { key: storageKey, bytes: encryptFile(fileKey(ctx.config), image.bytes), contentType: SEALED_TYPE };
  const at = now(ctx);
  await ctx.files.writeThenCommit([sealed], () =>
    ctx.db.transaction(async (tx) => {
      await repo.lockMemberForSelfie(tx, memberId);
      assertMayTakeSelfie(await repo.findSelfie(tx, memberId));
      if (!(await repo.useChallenge(tx, challenge.id, at)))
        throw new AppError('CONFLICT', SELFIE_MESSAGES.challengeUsed);
      const released = await repo.saveSelfie(tx, {
        memberId,
        pose: challenge.pose,
        contentType: image.contentType,
        storageKey,
        uploadedAt: at,
      });
      // A selfie reused as another member's profile photo flags that photo (modules/safety).
      await recordSelfieFingerprint(tx, memberId, fingerprint);
      return { result: undefined, released };
    }),
  );
  return ownSelfieStatus(ctx, memberId);
}

/** Encrypted files carry no type of their own in storage; the row keeps the image's. */
const SEALED_TYPE = 'application/octet-stream';

/** The decrypted selfie, for staff only (the routes decide who asks); never a bucket address. */
export async function readSelfieImage(ctx: AppContext, memberId: string) {
  const row = await repo.findSelfie(ctx.db, memberId);
  const sealed = row?.storageKey ? await ctx.files.get(row.storageKey) : null;
  if (!row?.contentType || !sealed) throw new AppError('NOT_FOUND', SELFIE_MESSAGES.imageNotFound);
  return { contentType: row.contentType, file: decryptFile(fileKey(ctx.config), sealed.bytes) };
}

/**
 * A verified member's new profile photo: the photo check pauses until staff compare again. Runs in the
 * photo's own transaction, so the new photo never shows as checked.
 */
export function pauseSelfieCheck(ctx: Pick<AppContext, 'clock'>, tx: Executor, memberId: string): Promise<void> {
  return repo.pauseVerifiedSelfie(tx, memberId, now(ctx));
}
