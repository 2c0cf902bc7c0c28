/**
 * The public surface of `messages` for other modules: reads of conversations go through here, never
 * through `messages/*.repo.ts` (the no-other-modules-repo rule in scripts/boundaries/rules.cjs).
 */
export { listInbox } from './inbox.repo.js';
export { findRelation } from './relation.repo.js';
export { listThreadPage } from './thread.repo.js';
