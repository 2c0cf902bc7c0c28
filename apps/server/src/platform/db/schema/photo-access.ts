import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { members } from './members.js';

/**
 * One member asking another to see her photos clearly (docs/decisions/0030-photo-access.md): one row per pair. A
 * decline stays as the row's state, so asking again is refused for 30 days after `decided_at`.
 */
export const photoAccessRequests = pgTable(
  'photo_access_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('photo_access_requests_pair_idx').on(t.ownerId, t.requesterId),
    index('photo_access_requests_requester_idx').on(t.requesterId, t.createdAt),
    check('photo_access_requests_status_check', sql`${t.status} in ('pending', 'granted', 'declined')`),
    check('photo_access_requests_not_self_check', sql`${t.ownerId} <> ${t.requesterId}`),
  ],
);

/**
 * A member allowed one by one to see an owner's clear photos. The version is inside every clear
 * address issued on this grant and rises on each revoke, so revoked addresses stop opening at once.
 */
export const photoAccessGrants = pgTable(
  'photo_access_grants',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    granteeId: uuid('grantee_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.granteeId] }),
    index('photo_access_grants_grantee_idx').on(t.granteeId),
    check('photo_access_grants_not_self_check', sql`${t.ownerId} <> ${t.granteeId}`),
  ],
);

/**
 * Who was given an owner's clear photo, at most once a day per viewer, kept 90 days
 * (docs/decisions/0030-photo-access.md).
 */
export const photoViews = pgTable(
  'photo_views',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    viewerId: uuid('viewer_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.viewerId, t.day] }),
    index('photo_views_owner_idx').on(t.ownerId, t.viewedAt),
    index('photo_views_viewed_idx').on(t.viewedAt),
  ],
);
