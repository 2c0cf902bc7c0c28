/**
 * The public surface of `members`: the reads and writes of member rows that other modules need go
 * through here, never through a `members/*.repo.ts` (the no-other-modules-repo rule in
 * scripts/boundaries/rules.cjs).
 */
export { lockMember, revokeAllSessions } from './account-status.repo.js';
export {
  emailTakenByAnother,
  insertUndoToken,
  listHistory,
  lockLiveUndoToken,
  recentEmails,
  recordReplacement,
  setContact,
  useUpUndoTokens,
} from './contact-history.repo.js';
export { findMemberByEmail, findMemberById, insertMember } from './members.repo.js';
