/**
 * The query cache and the member check, behind one dynamic import (guards.tsx): both live in the
 * `query` chunk (vite.config.ts), and importing each on its own put a stub file, and a request for
 * it, in a signed-in page's first download.
 */
export { QueryProvider } from './query-provider';
export { RequireMember } from './require-member';
