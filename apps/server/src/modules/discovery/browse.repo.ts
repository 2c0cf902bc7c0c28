import { and, desc, eq, fillPlaceholders, gte, ilike, lte, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client.js';
import { epochMicros } from '../../platform/db/keyset.js';
import { preparedPerShape } from '../../platform/db/prepared.js';
import { interests, joinDay, members, trustChecks } from '../../platform/db/schema.js';
import { notBlockedEitherWay } from '../blocks/index.js';
import type { MemberRow } from '../members/member-row.js';
import { notMarkedNotInterested } from '../shortlist/index.js';
import { notIncognito } from '../visits/index.js';
import type { BrowsePosition } from './browse-cursor.js';

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
  verifiedOnly?: boolean;
  after: BrowsePosition | null;
  limit: number;
}

export interface BrowseRow {
  member: MemberRow;
  /** created_at in whole microseconds, for the next cursor. */
  createdAtMicros: string;
  /** The trust checks the row was ranked by, for the next cursor. */
  checks: number;
}

const memberJoinDay = joinDay(members);
const memberChecks = trustChecks(members);

/**
 * Today's age in SQL, as `currentAge` in members/member-mapper.ts works it out: from the date of birth
 * when there is one (UTC calendar), else the stored age.
 */
const currentAge = sql<number>`coalesce(extract(year from age((now() at time zone 'utc')::date, ${members.dob}))::int, ${members.age})`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const containsPattern = (text: string | undefined) => (text ? `%${escapeLike(text)}%` : undefined);

/** Any interest row between the two, in either direction and any status (pair index probes). */
export function noInterestBetween(viewerId: string | Placeholder, other: AnyPgColumn): SQL {
  return sql`not exists (select 1 from ${interests} where ${interests.fromId} = ${viewerId} and ${interests.toId} = ${other})
    and not exists (select 1 from ${interests} where ${interests.fromId} = ${other} and ${interests.toId} = ${viewerId})`;
}

/** The optional browse conditions, each with the value it takes (undefined: not in this query). */
function optionalValues(f: BrowseFilters) {
  return {
    afterAt: f.after?.createdAt,
    afterChecks: f.after?.checks,
    afterId: f.after?.id,
    location: containsPattern(f.location),
    profession: containsPattern(f.profession),
    education: containsPattern(f.education),
    minAge: f.minAge,
    maxAge: f.maxAge,
    sect: f.sect || undefined,
    maritalStatus: f.maritalStatus || undefined,
    verifiedOnly: f.verifiedOnly || undefined,
  };
}
type Optional = keyof ReturnType<typeof optionalValues>;
const OPTIONAL: Optional[] = [
  'afterAt',
  'afterChecks',
  'afterId',
  'location',
  'profession',
  'education',
  'minAge',
  'maxAge',
  'sect',
  'maritalStatus',
  'verifiedOnly',
];

const CONTAINS: Optional[] = ['location', 'profession', 'education'];

/**
 * The statement's name: without a "contains" filter one plan fits every request, so PostgreSQL keeps
 * it per connection (planning cost more than running, bench/load). With one, the statement stays
 * unnamed ('': pg parses and plans it with each request's values): a rare city wants the trigram
 * index, a common one the browse index.
 */
const statementName = (shape: string) =>
  CONTAINS.some((key) => shape.includes(`${key},`)) ? '' : `browse_members:${shape}`;

/**
 * One browse query per combination of filters, built once (drizzle's query building cost more CPU
 * than PostgreSQL's run of it, bench/load).
 */
const browseQuery = preparedPerShape((db, shape) => {
  const has = (key: Optional) => shape.includes(`${key},`);
  const p = sql.placeholder;
  const conditions = [
    eq(members.accountStatus, 'active'),
    eq(members.gender, p('gender')),
    ne(members.id, p('viewerId')),
    has('afterAt') &&
      sql`(${memberJoinDay}, ${memberChecks}, ${members.createdAt}, ${members.id}) < ((${p('afterAt')}::timestamptz at time zone 'UTC')::date, ${p('afterChecks')}::int, ${p('afterAt')}::timestamptz, ${p('afterId')}::uuid)`,
    has('location') && ilike(members.city, p('location')),
    has('profession') && ilike(members.profession, p('profession')),
    has('education') && ilike(members.education, p('education')),
    has('minAge') && gte(currentAge, p('minAge')),
    has('maxAge') && lte(currentAge, p('maxAge')),
    has('sect') && eq(members.sect, p('sect')),
    has('maritalStatus') && eq(members.maritalStatus, p('maritalStatus')),
    // A constant in the statement: the shape already says the filter is on.
    has('verifiedOnly') && or(eq(members.isVerified, true), eq(members.photoVerified, true)),
    notBlockedEitherWay(p('viewerId'), members.id),
    noInterestBetween(p('viewerId'), members.id),
    notMarkedNotInterested(p('viewerId'), members.id),
    notIncognito,
  ];
  return db
    .select({
      member: members,
      createdAtMicros: epochMicros(members.createdAt),
      checks: sql<number>`${memberChecks}`.mapWith(Number),
    })
    .from(members)
    .where(and(...conditions.filter((c): c is SQL => Boolean(c))))
    .orderBy(desc(memberJoinDay), desc(memberChecks), desc(members.createdAt), desc(members.id))
    .limit(p('limit'))
    .prepare(statementName(shape));
});

/**
 * One page: newest join day first, more trust checks first within a day, then newest; keyset on
 * (join day, checks, created_at, id) over members_browse_rank_idx (docs/decisions/0032-trust-badges.md).
 * Fetches `limit + 1` rows to know whether more follow.
 */
export function browseMembers(db: Db, f: BrowseFilters): Promise<BrowseRow[]> {
  const { query, values } = browsePage(db, f);
  return query.execute(values);
}

/** The browse statement with its values, as browseMembers sends it (tests EXPLAIN it). */
export function browseStatement(db: Db, f: BrowseFilters): { text: string; values: unknown[] } {
  const { query, values } = browsePage(db, f);
  const { sql: text, params } = query.getQuery();
  return { text, values: fillPlaceholders(params, values) };
}

function browsePage(db: Db, f: BrowseFilters) {
  const optional = optionalValues(f);
  const present = OPTIONAL.filter((key) => optional[key] !== undefined);
  return {
    query: browseQuery(db, present.map((key) => `${key},`).join('')),
    values: {
      ...Object.fromEntries(present.map((key) => [key, optional[key]])),
      gender: f.gender,
      viewerId: f.viewerId,
      limit: f.limit + 1,
    },
  };
}
