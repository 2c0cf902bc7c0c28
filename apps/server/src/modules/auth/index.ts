/**
 * The public surface of `auth` for other modules: the session row type go through here, never through
 * `auth/*.repo.ts` (the no-other-modules-repo rule in scripts/boundaries/rules.cjs).
 */
export type { SessionRow } from './auth.repo.js';
