import { heightToInches } from '@mithaq/contracts/options';
import {
  consideredCriteria,
  criterionApplies,
  educationRank,
  type FitProfile,
  PARTNER_CRITERIA,
  type PartnerCriterion,
  type Preferences,
} from '@mithaq/contracts/partner-criteria';
import { type SQL, sql } from 'drizzle-orm';
import { members } from '../../platform/db/schema.js';

/**
 * The two-way fit in SQL, the same rules as contracts partner-criteria.ts `isCriterionMet` (the tests
 * hold the two together): how a candidate row meets the viewer's preferences, and how the viewer
 * meets the candidate's (docs/decisions/0064-finding-the-right-person.md "The two-way fit").
 */

/** The viewer as the candidates' preferences see them (contracts `FitProfile`, with the id). */
export type ViewerFacts = FitProfile & { id: string };

const EDUCATION_ORDER = sql.raw(`array['High School','Diploma','Bachelors','Masters','PhD']`);
const EARTH_RADIUS_KM = 6371.0088;

/** Today's age, as members/member-mapper.ts `currentAge` works it out. */
export const candidateAge = sql<number>`coalesce(extract(year from age((now() at time zone 'utc')::date, ${members.dob}))::int, ${members.age})`;

/** The candidate's height in inches ("5 ft 6 in" -> 66); null for anything else. */
export const candidateInches = sql`(case when ${members.height} ~ '^[0-9] ft [0-9]{1,2} in$'
  then split_part(${members.height}, ' ', 1)::int * 12 + split_part(${members.height}, ' ', 3)::int end)`;

/** Great-circle distance in km between two points (haversine), as contracts `distanceKm`. */
export function distanceSql(lat1: SQL | number, lon1: SQL | number, lat2: SQL | number, lon2: SQL | number): SQL {
  return sql`(${2 * EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(radians(${lat2}::float8 - ${lat1}::float8) / 2), 2)
    + cos(radians(${lat1}::float8)) * cos(radians(${lat2}::float8)) * power(sin(radians(${lon2}::float8 - ${lon1}::float8) / 2), 2)))))`;
}

/** Distance from a fixed point to the candidate's city; null when the candidate has none. */
export const candidateDistance = (home: { latitude: number; longitude: number }) =>
  distanceSql(home.latitude, home.longitude, sql`${members.latitude}`, sql`${members.longitude}`);

/** A list as one array parameter (drizzle spreads a bare array into one parameter per item). */
export const textArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;
const intArray = (values: readonly number[]) => sql`${sql.param([...values])}::int[]`;

/** Whether the candidate row meets one of the viewer's set preferences. */
export function candidateMeets(
  p: Preferences,
  criterion: PartnerCriterion,
  home: { latitude: number | null; longitude: number | null },
): SQL {
  switch (criterion) {
    case 'age':
      return sql`${candidateAge} between ${p.ageMin} and ${p.ageMax}`;
    case 'height':
      return sql`${candidateInches} between ${heightToInches(p.heightMin) ?? 0} and ${heightToInches(p.heightMax) ?? 999}`;
    case 'maritalStatus':
      return sql`${members.maritalStatus} = any(${textArray(p.maritalStatus)})`;
    case 'sect':
      return sql`${members.sect} = any(${textArray(p.sect)})`;
    case 'madhab':
      return sql`${members.madhab} = any(${textArray(p.madhab)})`;
    case 'religiousCommitment':
      return sql`${members.religiousCommitment} = any(${textArray(p.religiousCommitment)})`;
    case 'prays':
      return sql`${members.prays} is true`;
    case 'hijab':
      return sql`${members.hijab} is true`;
    case 'beard':
      return sql`${members.beard} is true`;
    case 'education':
      return sql`coalesce(array_position(${EDUCATION_ORDER}, ${members.education}) - 1 >= ${educationRank(p.education) ?? 99}, false)`;
    case 'profession':
      return sql`${members.profession} = any(${textArray(p.profession)})`;
    case 'motherTongue':
      return sql`${members.language} = any(${textArray(p.motherTongue)})`;
    case 'location':
      return candidateMeetsLocation(p, home);
  }
}

function candidateMeetsLocation(p: Preferences, home: { latitude: number | null; longitude: number | null }): SQL {
  const near =
    p.withinKm !== null && home.latitude !== null && home.longitude !== null
      ? sql`or (${members.latitude} is not null and ${candidateDistance({ latitude: home.latitude, longitude: home.longitude })} <= ${p.withinKm})`
      : sql``;
  return sql`(${members.openToRelocate} or coalesce(${members.countryCode} = any(${textArray(p.countries)}), false)
    or coalesce(${members.cityId} = any(${intArray(p.cities.map((c) => c.id))}), false) ${near})`;
}

/** Whether one of the candidate's preferences is set, and whether the viewer meets it. */
function viewerMeetsTheirs(criterion: PartnerCriterion, v: ViewerFacts): { set: SQL; met: SQL } {
  const inList = (column: SQL | typeof members.prefSects, value: string | null) => ({
    set: sql`cardinality(${column}) > 0`,
    met: value === null ? sql`false` : sql`${value}::text = any(${column})`,
  });
  switch (criterion) {
    case 'age':
      return {
        set: sql`${members.partnerAgeMin} is not null`,
        met: sql`${v.age}::int between ${members.partnerAgeMin} and ${members.partnerAgeMax}`,
      };
    case 'height': {
      const inches = heightToInches(v.height);
      return {
        set: sql`(${members.prefHeightMin} is not null or ${members.prefHeightMax} is not null)`,
        met:
          inches === null
            ? sql`false`
            : sql`${inches}::int between coalesce(${members.prefHeightMin}, 0) and coalesce(${members.prefHeightMax}, 999)`,
      };
    }
    case 'maritalStatus':
      return inList(sql`${members.prefMaritalStatuses}`, v.maritalStatus);
    case 'sect':
      return inList(sql`${members.prefSects}`, v.sect);
    case 'madhab':
      return inList(sql`${members.prefMadhabs}`, v.madhab);
    case 'religiousCommitment':
      return inList(sql`${members.prefCommitments}`, v.religiousCommitment);
    case 'profession':
      return inList(sql`${members.prefProfessions}`, v.profession);
    case 'motherTongue':
      return inList(sql`${members.prefLanguages}`, v.language);
    case 'prays':
    case 'hijab':
    case 'beard': {
      const column = { prays: members.prefPrays, hijab: members.prefHijab, beard: members.prefBeard }[criterion];
      return { set: sql`${column} is true`, met: sql`${v[criterion] === true}::boolean` };
    }
    case 'education': {
      const rank = educationRank(v.education);
      return {
        set: sql`${members.prefMinEducation} is not null`,
        met:
          rank === null
            ? sql`false`
            : sql`${rank}::int >= array_position(${EDUCATION_ORDER}, ${members.prefMinEducation}) - 1`,
      };
    }
    case 'location':
      return viewerMeetsTheirLocation(v);
  }
}

function viewerMeetsTheirLocation(v: ViewerFacts): { set: SQL; met: SQL } {
  const set = sql`(cardinality(${members.prefCountries}) > 0 or cardinality(${members.prefCityIds}) > 0 or ${members.prefWithinKm} is not null)`;
  if (v.openToRelocate) return { set, met: sql`true` };
  const country = v.countryCode === null ? sql`false` : sql`${v.countryCode}::text = any(${members.prefCountries})`;
  const city = v.cityId === null ? sql`false` : sql`${v.cityId}::int = any(${members.prefCityIds})`;
  const near =
    v.latitude === null || v.longitude === null
      ? sql`false`
      : sql`(${members.prefWithinKm} is not null and ${members.latitude} is not null
          and ${distanceSql(v.latitude, v.longitude, sql`${members.latitude}`, sql`${members.longitude}`)} <= ${members.prefWithinKm})`;
  return { set, met: sql`(${country} or ${city} or ${near})` };
}

/** The candidate's criteria that can apply to the viewer (hijab to women, a beard to men). */
const theirCriteria = (v: ViewerFacts) => PARTNER_CRITERIA.filter((c) => criterionApplies(c, v.gender));

/** Every must of the candidate's that the viewer fails keeps the candidate out. */
export function passesTheirMusts(v: ViewerFacts): SQL {
  const checks = theirCriteria(v).map(
    (c) => sql`(not (${c}::text = any(${members.prefMust})) or ${viewerMeetsTheirs(c, v).met})`,
  );
  return sql`(cardinality(${members.prefMust}) = 0 or (${sql.join(checks, sql` and `)}))`;
}

/** How many of the candidate's preferences apply to the viewer, and how many the viewer meets. */
export function theirCounts(v: ViewerFacts): { considered: SQL; met: SQL } {
  const parts = theirCriteria(v).map((c) => viewerMeetsTheirs(c, v));
  return {
    considered: sql`(${sql.join(
      parts.map((p) => sql`(${p.set})::int`),
      sql` + `,
    )})`,
    met: sql`(${sql.join(
      parts.map((p) => sql`(${p.set} and coalesce(${p.met}, false))::int`),
      sql` + `,
    )})`,
  };
}

/** How many of the viewer's preferences the candidate meets (the count considered is known: `consideredCriteria`). */
export function yourMetCount(
  p: Preferences,
  candidateGender: string,
  home: { latitude: number | null; longitude: number | null },
): SQL {
  const criteria = consideredCriteria(p, candidateGender);
  if (!criteria.length) return sql`0`;
  return sql`(${sql.join(
    criteria.map((c) => sql`coalesce(${candidateMeets(p, c, home)}, false)::int`),
    sql` + `,
  )})`;
}

/** The two-way score in SQL, as contracts `twoWayScore`. */
export function scoreSql(yourConsidered: number, yourMet: SQL, theirs: { considered: SQL; met: SQL }): SQL {
  const yours = yourConsidered === 0 ? sql`1.0` : sql`(${yourMet})::float8 / ${yourConsidered}`;
  const their = sql`(case when ${theirs.considered} = 0 then 1.0 else (${theirs.met})::float8 / (${theirs.considered}) end)`;
  // floor(x + 0.5), not round(): PostgreSQL rounds a float8 half to even, JavaScript half up.
  return sql`floor(((${yours}) + ${their}) / 2 * 100 + 0.5)::int`;
}
