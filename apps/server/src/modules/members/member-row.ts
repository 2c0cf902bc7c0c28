import type { members } from '../../platform/db/schema.js';

/** A member as stored; its own module so the mapper and the membership rules can share it without a cycle. */
export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;
