/**
 * The public surface of `blocks` for other modules: the block filters other queries join on go through here, never through
 * `blocks/*.repo.ts` (the no-other-modules-repo rule in scripts/boundaries/rules.cjs).
 */
export { blockedEitherWay, blockedEitherWayIds, notBlockedEitherWay } from './blocks.repo.js';
