/**
 * The public surface of `guardians` for other modules: who guards whom and which banners were seen,
 * read through here, never through `guardians/*.repo.ts` (the no-other-modules-repo rule in
 * scripts/boundaries/rules.cjs).
 */
export { acknowledgedMemberIds, currentGuardiansOf, findCurrentGuardian, hasAck, recordAck } from './guardians.repo.js';
