import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/** Staff accounts: a realm of their own, never members (spec section 6). */
export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** A woman reviewer: the only staff who see and decide selfies and IDs of members who asked for one. */
    reviewsWomen: boolean('reviews_women').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admins_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('admin_sessions_admin_idx').on(t.adminId)],
);

/**
 * Append-only record of every staff action. A trigger (migration 0002) refuses UPDATE, DELETE and
 * TRUNCATE for every role, so the app cannot rewrite history.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'restrict' }),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('admin_audit_created_idx').on(t.createdAt), index('admin_audit_target_idx').on(t.targetId)],
);
