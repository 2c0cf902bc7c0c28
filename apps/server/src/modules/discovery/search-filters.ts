import { ACTIVE_WITHIN_DAYS, type BrowseQuerySchema, JOINED_WITHIN_DAYS } from '@mithaq/contracts/discovery';
import { heightToInches } from '@mithaq/contracts/options';
import { educationRank } from '@mithaq/contracts/partner-criteria';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { members } from '../../platform/db/schema.js';
import { candidateAge, candidateDistance, candidateInches, textArray } from './fit-sql.js';
import { withinBox } from './geo-box.js';

export type SearchQuery = z.output<typeof BrowseQuerySchema>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (column: AnyPgColumn, text: string | undefined) =>
  text ? sql`${column} ilike ${`%${escapeLike(text)}%`}` : null;
const inList = (column: AnyPgColumn, values: string[] | undefined) =>
  values?.length ? sql`${column} = any(${textArray(values)})` : null;

/** The filters of the advanced search as conditions on the candidate row (undefined filters add none). */
export function searchConditions(q: SearchQuery, center: { latitude: number; longitude: number } | null): SQL[] {
  const minInches = heightToInches(q.minHeight);
  const maxInches = heightToInches(q.maxHeight);
  const minRank = educationRank(q.minEducation);
  const conditions: (SQL | null)[] = [
    // The spec's three text filters, "contains" as before (migration 0006's trigram indexes).
    contains(members.city, q.location),
    contains(members.profession, q.profession),
    contains(members.education, q.education),
    q.minAge === undefined ? null : sql`${candidateAge} >= ${q.minAge}`,
    q.maxAge === undefined ? null : sql`${candidateAge} <= ${q.maxAge}`,
    minInches === null ? null : sql`${candidateInches} >= ${minInches}`,
    maxInches === null ? null : sql`${candidateInches} <= ${maxInches}`,
    inList(members.maritalStatus, q.maritalStatus),
    inList(members.sect, q.sect),
    inList(members.madhab, q.madhab),
    inList(members.religiousCommitment, q.commitment),
    inList(members.profession, q.professions),
    inList(members.language, q.motherTongue),
    minRank === null
      ? null
      : sql`coalesce(array_position(array['High School','Diploma','Bachelors','Masters','PhD'], ${members.education}) - 1 >= ${minRank}, false)`,
    q.country?.length ? sql`${members.countryCode} = any(${textArray(q.country)})` : null,
    q.cityId !== undefined && q.withinKm === undefined ? sql`${members.cityId} = ${q.cityId}` : null,
    q.withinKm !== undefined && center ? withinKm(center, q.withinKm) : null,
    q.withPhoto === 'true' ? sql`${members.photoId} is not null` : null,
    q.verifiedOnly === 'true' ? sql`(${members.isVerified} or ${members.photoVerified})` : null,
    q.activeRecently === 'true'
      ? sql`${members.lastActiveAt} > now() - ${`${ACTIVE_WITHIN_DAYS} days`}::interval`
      : null,
    q.joinedThisWeek === 'true' ? sql`${members.createdAt} > now() - ${`${JOINED_WITHIN_DAYS} days`}::interval` : null,
  ];
  return conditions.filter((c): c is SQL => c !== null);
}

/** Within `km` of a point: the index's box, then the great-circle distance. */
export function withinKm(center: { latitude: number; longitude: number }, km: number): SQL {
  return sql`(${withinBox(center, km)} and ${candidateDistance(center)} <= ${km})`;
}
