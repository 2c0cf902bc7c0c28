import { and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../platform/db/client.js';
import { members, savedSearches, savedSearchHits } from '../../platform/db/schema.js';
import { blockedEitherWayIds } from '../blocks/index.js';
import { distanceSql, interestCounterpartIds } from '../discovery/index.js';
import { markedNotInterestedBy } from '../shortlist/index.js';
import { notIncognito } from '../visits/index.js';

export type SavedSearchRow = typeof savedSearches.$inferSelect;
export type NewSavedSearch = typeof savedSearches.$inferInsert;

/** Members who fitted the search since its last alert, still here and still to be shown to its owner. */
const untoldHits = (searchId: SQL | string) => sql`(select count(*)::int from ${savedSearchHits}
  where ${savedSearchHits.searchId} = ${searchId} and ${savedSearchHits.alertedAt} is null)`;

export async function listSearches(db: Db, memberId: string) {
  return db
    .select({ search: savedSearches, newSinceAlert: untoldHits(sql`${savedSearches.id}`).mapWith(Number) })
    .from(savedSearches)
    .where(eq(savedSearches.memberId, memberId))
    .orderBy(asc(savedSearches.createdAt));
}

export async function findSearch(db: Executor, searchId: string) {
  const [row] = await db.select().from(savedSearches).where(eq(savedSearches.id, searchId));
  return row ?? null;
}

/** The member's row locked, so two saves at once cannot both pass the count. */
export async function countSearchesLocked(tx: Executor, memberId: string): Promise<number> {
  await tx.execute(sql`select 1 from ${members} where ${members.id} = ${memberId} for update`);
  const [row] = await tx.select({ n: count() }).from(savedSearches).where(eq(savedSearches.memberId, memberId));
  return row?.n ?? 0;
}

export async function insertSearch(tx: Executor, row: NewSavedSearch): Promise<SavedSearchRow> {
  const [inserted] = await tx.insert(savedSearches).values(row).returning();
  if (!inserted) throw new Error('saved search insert returned nothing');
  return inserted;
}

export async function updateSearch(db: Db, memberId: string, searchId: string, change: Partial<NewSavedSearch>) {
  const [row] = await db
    .update(savedSearches)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(savedSearches.id, searchId), eq(savedSearches.memberId, memberId)))
    .returning();
  return row ?? null;
}

export async function deleteSearch(db: Db, memberId: string, searchId: string): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, searchId), eq(savedSearches.memberId, memberId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

export async function countUntold(db: Db, searchId: string): Promise<number> {
  const [row] = await db.select({ n: untoldHits(searchId).mapWith(Number) }).from(sql`(select 1) as one`);
  return row?.n ?? 0;
}

/** What a newly fitting member is matched with: their own values, as the searches' columns ask them. */
export interface FitterFacts {
  id: string;
  gender: string;
  age: number;
  inches: number | null;
  maritalStatus: string | null;
  sect: string | null;
  madhab: string | null;
  commitment: string | null;
  profession: string | null;
  language: string | null;
  countryCode: string | null;
  educationRank: number | null;
  cityId: number | null;
  latitude: number | null;
  longitude: number | null;
  hasPhoto: boolean;
  verified: boolean;
  joinedThisWeek: boolean;
  city: string;
  professionText: string;
  educationText: string;
}

const s = savedSearches;
const inList = (column: AnyPgColumn, value: string | null) =>
  sql`(cardinality(${column}) = 0 or coalesce(${value}::text = any(${column}), false))`;
const atLeast = (column: AnyPgColumn, value: number | null) =>
  sql`(${column} is null or coalesce(${value}::int >= ${column}, false))`;
const atMost = (column: AnyPgColumn, value: number | null) =>
  sql`(${column} is null or coalesce(${value}::int <= ${column}, false))`;
const containsText = (column: AnyPgColumn, value: string) =>
  sql`(${column} is null or strpos(${value.toLowerCase()}::text, ${column}) > 0)`;

/**
 * Every alerting saved search the member fits, in one statement over saved_searches_alerting_idx (the
 * searches for their gender): each filter column is either unset or met by the member's value; the
 * owner is active, and neither blocked, in touch with nor marked "not interested" the member
 * (docs/decisions/0065-coming-back.md "Saved searches").
 */
export async function searchesFittedBy(db: Db, m: FitterFacts) {
  const near =
    m.latitude === null || m.longitude === null
      ? sql`false`
      : sql`${distanceSql(sql`${s.centerLatitude}`, sql`${s.centerLongitude}`, m.latitude, m.longitude)} <= ${s.withinKm}`;
  return db
    .select({ id: s.id, alerts: s.alerts, lastAlertAt: s.lastAlertAt, ownerTimeZone: members.timeZone })
    .from(s)
    .innerJoin(members, eq(members.id, s.memberId))
    .where(
      and(
        sql`${s.alerts} <> 'off'`,
        eq(s.gender, m.gender),
        sql`${s.memberId} <> ${m.id}`,
        atLeast(s.ageMin, m.age),
        atMost(s.ageMax, m.age),
        atLeast(s.heightMinInches, m.inches),
        atMost(s.heightMaxInches, m.inches),
        inList(s.maritalStatuses, m.maritalStatus),
        inList(s.sects, m.sect),
        inList(s.madhabs, m.madhab),
        inList(s.commitments, m.commitment),
        inList(s.professions, m.profession),
        inList(s.languages, m.language),
        inList(s.countries, m.countryCode),
        atLeast(s.minEducationRank, m.educationRank),
        sql`(${s.cityId} is null or ${s.withinKm} is not null or ${s.cityId} = ${m.cityId}::int)`,
        sql`(${s.withinKm} is null or ${near})`,
        sql`(not ${s.withPhoto} or ${m.hasPhoto}::boolean)`,
        sql`(not ${s.verifiedOnly} or ${m.verified}::boolean)`,
        sql`(not ${s.joinedThisWeek} or ${m.joinedThisWeek}::boolean)`,
        containsText(s.locationText, m.city),
        containsText(s.professionText, m.professionText),
        containsText(s.educationText, m.educationText),
        eq(members.accountStatus, 'active'),
        sql`not (${s.memberId} = any(${blockedEitherWayIds(m.id)}))`,
        sql`not (${s.memberId} = any(${interestCounterpartIds(m.id)}))`,
        sql`not (${s.memberId} = any(${markedNotInterestedBy(m.id)}))`,
      ),
    );
}

/** Records the member as a hit of each search not yet told of them; returns the searches newly hit. */
export async function recordHits(tx: Executor, searchIds: string[], memberId: string, now: Date): Promise<string[]> {
  if (searchIds.length === 0) return [];
  const rows = await tx
    .insert(savedSearchHits)
    .values(searchIds.map((searchId) => ({ searchId, memberId, foundAt: now })))
    .onConflictDoNothing()
    .returning({ searchId: savedSearchHits.searchId });
  return rows.map((r) => r.searchId);
}

/**
 * The search's untold hits who may still be shown to its owner (active, not incognito, nothing between
 * the two since), and all its untold hits, which the alert marks told either way.
 */
export async function untoldHitsFor(db: Db, search: SavedSearchRow) {
  const all = await db
    .select({ memberId: savedSearchHits.memberId })
    .from(savedSearchHits)
    .where(and(eq(savedSearchHits.searchId, search.id), isNull(savedSearchHits.alertedAt)));
  const shown = await db
    .select({ memberId: savedSearchHits.memberId })
    .from(savedSearchHits)
    .innerJoin(members, eq(members.id, savedSearchHits.memberId))
    .where(
      and(
        eq(savedSearchHits.searchId, search.id),
        isNull(savedSearchHits.alertedAt),
        eq(members.accountStatus, 'active'),
        notIncognito,
        sql`not (${members.id} = any(${blockedEitherWayIds(search.memberId)}))`,
        sql`not (${members.id} = any(${interestCounterpartIds(search.memberId)}))`,
      ),
    );
  return { all: all.map((r) => r.memberId), shown: shown.map((r) => r.memberId) };
}

export async function markTold(tx: Executor, searchId: string, memberIds: string[], now: Date) {
  if (memberIds.length === 0) return;
  await tx
    .update(savedSearchHits)
    .set({ alertedAt: now })
    .where(
      and(
        eq(savedSearchHits.searchId, searchId),
        sql`${savedSearchHits.memberId} = any(${sql.param(memberIds)}::uuid[])`,
      ),
    );
  await tx.update(savedSearches).set({ lastAlertAt: now }).where(eq(savedSearches.id, searchId));
}
