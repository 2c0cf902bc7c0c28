/**
 * The public surface of `verification` for other modules: the selfie and ID rows other modules read and erase go through here, never through
 * `verification/*.repo.ts` (the no-other-modules-repo rule in scripts/boundaries/rules.cjs).
 */
export { govtIdFileKeys } from './govt-id.repo.js';
export { decideSelfie, deleteSelfieRows, listSelfies, lockSelfie, selfieFileKeys } from './selfie.repo.js';
