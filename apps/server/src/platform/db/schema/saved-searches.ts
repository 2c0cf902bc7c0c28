import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { members } from './members.js';

/**
 * A member's saved advanced search, with its alerts (docs/decisions/0065-coming-back.md "Saved
 * searches"). `query` is the search's address, as the web applies it again; the typed columns are the
 * same filters, so a member who newly fits is matched against every search in one SQL statement
 * (never by reading the searches into the app).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    /** `daily`, `instant` (as it happens, at most one email a day) or `off`. */
    alerts: text('alerts').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true }),
    /** The gender searched for (the opposite of the member's). */
    gender: text('gender').notNull(),
    ageMin: smallint('age_min'),
    ageMax: smallint('age_max'),
    heightMinInches: smallint('height_min_inches'),
    heightMaxInches: smallint('height_max_inches'),
    maritalStatuses: text('marital_statuses').array().notNull().default(sql`'{}'`),
    sects: text('sects').array().notNull().default(sql`'{}'`),
    madhabs: text('madhabs').array().notNull().default(sql`'{}'`),
    commitments: text('commitments').array().notNull().default(sql`'{}'`),
    professions: text('professions').array().notNull().default(sql`'{}'`),
    languages: text('languages').array().notNull().default(sql`'{}'`),
    countries: text('countries').array().notNull().default(sql`'{}'`),
    /** The least education asked for, as its rank (contracts `educationRank`). */
    minEducationRank: smallint('min_education_rank'),
    cityId: integer('city_id'),
    withinKm: integer('within_km'),
    centerLatitude: doublePrecision('center_latitude'),
    centerLongitude: doublePrecision('center_longitude'),
    withPhoto: boolean('with_photo').notNull().default(false),
    verifiedOnly: boolean('verified_only').notNull().default(false),
    joinedThisWeek: boolean('joined_this_week').notNull().default(false),
    /** The spec's "contains" filters, lower-cased. */
    locationText: text('location_text'),
    professionText: text('profession_text'),
    educationText: text('education_text'),
  },
  (t) => [
    index('saved_searches_member_idx').on(t.memberId, t.createdAt),
    // A member who newly fits reads only the searches for their gender that alert.
    index('saved_searches_alerting_idx').on(t.gender, t.id).where(sql`${t.alerts} <> 'off'`),
    check('saved_searches_alerts_check', sql`${t.alerts} in ('daily', 'instant', 'off')`),
  ],
);

/**
 * Who has newly fitted each saved search (each member once per search), and when the search's owner
 * was told; the alert job sends the untold ones together.
 */
export const savedSearchHits = pgTable(
  'saved_search_hits',
  {
    searchId: uuid('search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull(),
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.searchId, t.memberId] }),
    index('saved_search_hits_untold_idx').on(t.searchId, t.foundAt).where(sql`${t.alertedAt} is null`),
    index('saved_search_hits_member_idx').on(t.memberId),
  ],
);
