/**
 * The database schema: the one entry drizzle-kit reads (apps/server/drizzle.config.ts) and the code imports. Each area's
 * tables live in their own file under ./schema/; this file only re-exports them all.
 */

export * from './schema/auth.js';
export * from './schema/blocks.js';
export * from './schema/contacts.js';
export * from './schema/discovery.js';
export * from './schema/guardians.js';
export * from './schema/interests.js';
export * from './schema/live.js';
export * from './schema/members.js';
export * from './schema/messages.js';
export * from './schema/notifications.js';
export * from './schema/payments.js';
export * from './schema/photo-access.js';
export * from './schema/photos.js';
export * from './schema/picks.js';
export * from './schema/places.js';
export * from './schema/push.js';
export * from './schema/rate-limits.js';
export * from './schema/refunds.js';
export * from './schema/reports.js';
export * from './schema/risk.js';
export * from './schema/safety.js';
export * from './schema/saved-searches.js';
export * from './schema/shortlist.js';
export * from './schema/staff.js';
export * from './schema/storage.js';
export * from './schema/support.js';
export * from './schema/verification.js';
