/**
 * The query cache and the member check, behind one dynamic import (guards.tsx): both live in the
 * `query` chunk (vite.config.ts), and each import target of its own cost a request and a stub file
 * in a signed-in page's first download.
 */
export { QueryProvider } from './query-provider';
export { RequireMember } from './require-member';
