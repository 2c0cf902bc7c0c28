/**
 * The public surface of `membership` for other modules: the hourly notice of ending memberships reads
 * through here, never through `membership/*.repo.ts` (the no-other-modules-repo rule in
 * scripts/boundaries/rules.cjs).
 */
export { findUntoldEnds, lockUntoldEnd } from './membership.repo.js';
