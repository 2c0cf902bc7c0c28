/**
 * The public surface of `safety` for other modules: what the staff console reads of it goes through
 * here, never through `safety/*.repo.ts` (the no-other-modules-repo rule in scripts/boundaries/rules.cjs).
 */

// Reused photos (docs/decisions/0066-catching-scammers-early.md "Reused photos"): media and verification
// fingerprint what members upload in the upload's transaction; the staff console decides the flags.
export {
  addKnownScamImage,
  knownScamImagePath,
  listKnownScamImages,
  readKnownScamImage,
  removeKnownScamImage,
} from './known-scam-images.service.js';
export { KNOWN_SCAM_FORM_LIMITS, type KnownScamForm, readKnownScamForm } from './known-scam-images-form.js';
export { listLinkedAccounts } from './linked-accounts.service.js';
export {
  BACKFILL_JOB_KEY,
  fingerprintMissingPhotos,
  queuePhotoFingerprintBackfill,
} from './photo-fingerprint-backfill.js';
export {
  fingerprintUpload,
  forgetMemberFingerprints,
  recordPhotoFingerprint,
  recordSelfieFingerprint,
} from './photo-fingerprints.service.js';
export {
  assertNoOpenPhotoFlags,
  decidePhotoFlag,
  dismissPhotoFlag,
  findPhotoFlag,
  listPhotoFlags,
  type PhotoFlagRow,
} from './photo-flags.service.js';
export {
  type HeldInterestRow,
  type HeldMessageRow,
  holdInterest,
  holdMessage,
  listHeldMessages,
  recordSentMessage,
  setRestricted,
  takeHeld,
} from './review-hold.service.js';
export { moveCase } from './risk-queue.repo.js';
export { findRiskStanding, getRiskDetail, listRiskQueue, type RiskQueueView } from './risk-queue.service.js';
// The risk record and the Risk queue (docs/decisions/0067-risk-record.md): messages, interests and
// reports add to it; the staff console reads and decides it.
export { checkOpener, noteReport } from './risk-signals.service.js';
