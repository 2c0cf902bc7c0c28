/**
 * The addresses of what every member's page reads, apart from the code that reads them, so the
 * requests main.tsx sends first (app/early-page-start.ts) are exactly the ones the page makes.
 */

/** `GET /api/auth/me`: the signed-in member (lib/current-member.ts). */
export const ME_PATH = '/api/auth/me';

/** `GET /api/profiles/interests`: received, sent and accepted lists (lib/interests/get-interests.ts). */
export const INTERESTS_PATH = '/api/profiles/interests';
