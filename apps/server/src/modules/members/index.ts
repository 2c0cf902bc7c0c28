/**
 * The public surface of `members`: the reads and writes of member rows that other modules need go
 * through here, never through a `members/*.repo.ts` (the no-other-modules-repo rule in
 * scripts/boundaries/rules.cjs).
 */
export {
  deleteContactHistory,
  emailTakenByAnother,
  insertUndoToken,
  listHistory,
  lockLiveUndoToken,
  recentEmails,
  recordReplacement,
  setContact,
  useUpUndoTokens,
} from './contact-history.repo.js';
export { findMemberByEmail, findMemberById, insertMember, lockMember, revokeAllSessions } from './members.repo.js';
export { nextPhotoVersion, revokePhotoAddresses } from './photo-version.repo.js';
