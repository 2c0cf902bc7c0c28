/**
 * The public surface of `interests` for other modules: reads of interest rows go through here, never
 * through `interests/*.repo.ts` (the no-other-modules-repo rule in scripts/boundaries/rules.cjs).
 */
export { findAcceptedInterestIds, findInterestsBetween, listInterestsWithMembers } from './interests.repo.js';
