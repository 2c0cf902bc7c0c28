/**
 * The public surface of `notifications` for other modules: presence clean-up go through here, never through
 * `notifications/*.repo.ts` (the no-other-modules-repo rule in scripts/boundaries/rules.cjs).
 */
export { purgeStalePresence } from './presence.repo.js';
