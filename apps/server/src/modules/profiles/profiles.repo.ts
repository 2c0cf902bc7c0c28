import type { UpdateProfileSchema } from '@mithaq/contracts/profiles-api';
import {
  and,
  desc,
  eq,
  fillPlaceholders,
  gte,
  ilike,
  isNull,
  lte,
  ne,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client.js';
import { epochMicros } from '../../platform/db/keyset.js';
import { preparedPerShape } from '../../platform/db/prepared.js';
import { interests, joinDay, members, type PartnerPreferences, trustChecks } from '../../platform/db/schema.js';
import { notBlockedEitherWay } from '../blocks/index.js';
import { nextPhotoVersion } from '../members/index.js';
import type { MemberRow } from '../members/member-row.js';
import type { BrowsePosition } from './browse-cursor.js';

export type ProfileChanges = Omit<z.output<typeof UpdateProfileSchema>, 'partner'> &
  Partial<Pick<MemberRow, 'partnerAgeMin' | 'partnerAgeMax' | 'partnerAgeNote'>>;

/**
 * Writes only the given columns; partner keys are merged into the stored object (jsonb ||). Turning
 * blur on raises the photo version in the same statement, so display addresses issued before stop
 * opening at once (docs/decisions/0005-photos.md "Photo addresses").
 */
export async function updateProfile(
  db: Db,
  memberId: string,
  changes: ProfileChanges,
  partner: Partial<PartnerPreferences>,
) {
  const partnerMerge = Object.keys(partner).length
    ? { partner: sql`${members.partner} || ${JSON.stringify(partner)}::jsonb` }
    : {};
  const blurOn = changes.photoBlurred ? { photoVersion: nextPhotoVersion(sql`not ${members.photoBlurred}`) } : {};
  await db
    .update(members)
    .set({ ...changes, ...partnerMerge, ...blurOn, updatedAt: new Date() })
    .where(eq(members.id, memberId));
}

/**
 * Records that the wizard opens by itself now, unless it did so after `since` (another tab or device
 * was first): one conditional update, so two requests at once cannot both open it. True when recorded.
 */
export async function claimWizardPrompt(db: Db, memberId: string, now: Date, since: Date): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ wizardPromptedAt: now })
    .where(and(eq(members.id, memberId), or(isNull(members.wizardPromptedAt), lte(members.wizardPromptedAt, since))))
    .returning({ id: members.id });
  return rows.length > 0;
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
function noInterestBetween(viewerId: Placeholder, other: AnyPgColumn): SQL {
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
