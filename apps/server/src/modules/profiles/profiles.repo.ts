import type { Partner, UpdateProfileSchema } from '@mithaq/contracts';
import { and, desc, eq, gte, ilike, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { interests, members } from '../../db/schema.js';
import type { KeysetPosition } from '../../lib/keyset-cursor.js';
import { notBlockedEitherWay } from '../blocks/blocks.repo.js';
import type { MemberRow } from '../members/member-mapper.js';

export type ProfileChanges = Omit<z.output<typeof UpdateProfileSchema>, 'partner'>;

/** Writes only the given columns; partner keys are merged into the stored object (jsonb ||). */
export async function updateProfile(db: Db, memberId: string, changes: ProfileChanges, partner: Partial<Partner>) {
  const partnerMerge = Object.keys(partner).length
    ? { partner: sql`${members.partner} || ${JSON.stringify(partner)}::jsonb` }
    : {};
  await db
    .update(members)
    .set({ ...changes, ...partnerMerge, updatedAt: new Date() })
    .where(eq(members.id, memberId));
}

export interface BrowseFilters {
  viewerId: string;
  gender: string;
  location?: string;
  profession?: string;
  education?: string;
  minAge?: number;
  maxAge?: number;
  sect?: string;
  maritalStatus?: string;
  after: KeysetPosition | null;
  limit: number;
}

export interface BrowseRow {
  member: MemberRow;
  /** created_at in whole microseconds, for the next cursor. */
  createdAtMicros: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (column: AnyPgColumn, text: string | undefined) =>
  text ? ilike(column, `%${escapeLike(text)}%`) : undefined;

/** Any interest row between the two, in either direction and any status (pair index probes). */
function noInterestBetween(viewerId: string, other: AnyPgColumn): SQL {
  return sql`not exists (select 1 from ${interests} where ${interests.fromId} = ${viewerId} and ${interests.toId} = ${other})
    and not exists (select 1 from ${interests} where ${interests.fromId} = ${other} and ${interests.toId} = ${viewerId})`;
}

/**
 * One page, newest first, keyset on (created_at, id) over members_browse_idx
 * (account_status, gender, created_at, id). Fetches `limit + 1` rows to know whether more follow.
 */
export function browseMembers(db: Db, f: BrowseFilters): Promise<BrowseRow[]> {
  const conditions = [
    eq(members.accountStatus, 'active'),
    eq(members.gender, f.gender),
    ne(members.id, f.viewerId),
    f.after && sql`(${members.createdAt}, ${members.id}) < (${f.after.createdAt}::timestamptz, ${f.after.id}::uuid)`,
    contains(members.city, f.location),
    contains(members.profession, f.profession),
    contains(members.education, f.education),
    f.minAge === undefined ? undefined : gte(members.age, f.minAge),
    f.maxAge === undefined ? undefined : lte(members.age, f.maxAge),
    f.sect ? eq(members.sect, f.sect) : undefined,
    f.maritalStatus ? eq(members.maritalStatus, f.maritalStatus) : undefined,
    notBlockedEitherWay(f.viewerId, members.id),
    noInterestBetween(f.viewerId, members.id),
  ];
  return db
    .select({
      member: members,
      createdAtMicros: sql<string>`(extract(epoch from ${members.createdAt}) * 1000000)::bigint::text`,
    })
    .from(members)
    .where(and(...conditions.filter((c): c is SQL => Boolean(c))))
    .orderBy(desc(members.createdAt), desc(members.id))
    .limit(f.limit + 1);
}
