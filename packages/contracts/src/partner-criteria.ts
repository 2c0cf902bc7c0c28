import { EDUCATION_LEVELS, heightToInches } from './options.js';

/**
 * The partner preferences a server can match on, each a criterion of the two-way fit and each either
 * a must (a dealbreaker: nobody who fails it is shown) or a preference (it only ranks)
 * (docs/decisions/0064-finding-the-right-person.md). Kept apart from the schemas so the browser
 * explains a fit without downloading zod.
 */
export const PARTNER_CRITERIA = [
  'age',
  'height',
  'maritalStatus',
  'sect',
  'madhab',
  'religiousCommitment',
  'prays',
  'hijab',
  'beard',
  'education',
  'profession',
  'motherTongue',
  'location',
] as const;
export type PartnerCriterion = (typeof PARTNER_CRITERIA)[number];

/** "Within N km of my city" choices; the pickers offer only these. */
export const DISTANCE_CHOICES_KM = [10, 25, 50, 100, 250, 500, 1000] as const;

/** A city of the gazetteer as a preference names it. */
export interface PartnerCity {
  id: number;
  name: string;
  countryCode: string;
}

/** The partner preferences as saved (contracts partner.ts `PartnerSchema` is the same shape). */
export interface PartnerPreferences {
  ageMin: number | null;
  ageMax: number | null;
  /** Height labels of `HEIGHTS` (the 31 steps), shortest first. */
  heightMin: string | null;
  heightMax: string | null;
  maritalStatus: string[];
  sect: string[];
  madhab: string[];
  religiousCommitment: string[];
  /** Expectations: `true` asks for a partner who prays / wears hijab / keeps a beard; null asks nothing. */
  prays: boolean | null;
  hijab: boolean | null;
  beard: boolean | null;
  /** The least education asked for (EDUCATION_LEVELS, in order). */
  education: string | null;
  profession: string[];
  motherTongue: string[];
  /** Where: any of these countries (ISO 3166 alpha-2), any of these cities, or within N km of my city. */
  countries: string[];
  cities: PartnerCity[];
  withinKm: number | null;
  familyBackground: string | null;
  /** Free text from before the preferences were structured that did not read as any of them. */
  note: string | null;
  ageNote: string | null;
  must: PartnerCriterion[];
}

export const EMPTY_PARTNER: PartnerPreferences = {
  ageMin: null,
  ageMax: null,
  heightMin: null,
  heightMax: null,
  maritalStatus: [],
  sect: [],
  madhab: [],
  religiousCommitment: [],
  prays: null,
  hijab: null,
  beard: null,
  education: null,
  profession: [],
  motherTongue: [],
  countries: [],
  cities: [],
  withinKm: null,
  familyBackground: null,
  note: null,
  ageNote: null,
  must: [],
};

/** What a preference is compared with: another member's public profile and where they live. */
export interface FitProfile {
  age: number;
  gender: string;
  height: string | null;
  maritalStatus: string | null;
  sect: string | null;
  madhab: string | null;
  religiousCommitment: string | null;
  prays: boolean | null;
  hijab: boolean | null;
  beard: boolean | null;
  education: string | null;
  profession: string | null;
  /** The mother tongue (the profile's `language`). */
  language: string | null;
  countryCode: string | null;
  cityId: number | null;
  latitude: number | null;
  longitude: number | null;
  openToRelocate: boolean;
}

/** Education in order; 'Other' has no place in it, so it meets no minimum. */
export function educationRank(level: string | null | undefined): number | null {
  const rank = EDUCATION_LEVELS.indexOf(level as (typeof EDUCATION_LEVELS)[number]);
  return rank < 0 || level === 'Other' ? null : rank;
}

/** The preferences a fit reads (no free text). */
export type Preferences = Omit<PartnerPreferences, 'note' | 'ageNote' | 'familyBackground'>;

/** Whether the preference holds a value (a must without a value means nothing and is refused). */
export function isCriterionSet(p: Preferences, criterion: PartnerCriterion): boolean {
  switch (criterion) {
    case 'age':
      return p.ageMin !== null && p.ageMax !== null;
    case 'height':
      return p.heightMin !== null || p.heightMax !== null;
    case 'prays':
    case 'hijab':
    case 'beard':
      return p[criterion] === true;
    case 'education':
      return p.education !== null;
    case 'location':
      return p.countries.length > 0 || p.cities.length > 0 || p.withinKm !== null;
    default:
      return p[criterion].length > 0;
  }
}

/** Hijab is asked of women and a beard of men; every other criterion of everyone. */
export function criterionApplies(criterion: PartnerCriterion, gender: string): boolean {
  if (criterion === 'hijab') return gender === 'Female';
  if (criterion === 'beard') return gender === 'Male';
  return true;
}

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine), as PostgreSQL's earthdistance gives it within a metre or so. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const within = (value: number | null, min: number | null, max: number | null) =>
  value !== null && (min === null || value >= min) && (max === null || value <= max);
const oneOf = (values: string[], value: string | null) => value !== null && values.includes(value);

/**
 * Whether `other` meets one set preference of a member who lives at `home`. A member open to
 * relocating meets any "where" (docs/decisions/0064-finding-the-right-person.md "Where people are").
 * The SQL in modules/discovery (`fit-sql.ts`) says the same, and its tests hold the two together.
 */
export function isCriterionMet(
  p: Preferences,
  criterion: PartnerCriterion,
  other: FitProfile,
  home: { latitude: number | null; longitude: number | null },
): boolean {
  switch (criterion) {
    case 'age':
      return within(other.age, p.ageMin, p.ageMax);
    case 'height':
      return within(heightToInches(other.height), heightToInches(p.heightMin), heightToInches(p.heightMax));
    case 'prays':
    case 'hijab':
    case 'beard':
      return other[criterion] === true;
    case 'education': {
      const wanted = educationRank(p.education);
      const has = educationRank(other.education);
      return wanted !== null && has !== null && has >= wanted;
    }
    case 'profession':
      return oneOf(p.profession, other.profession);
    case 'motherTongue':
      return oneOf(p.motherTongue, other.language);
    case 'location':
      return isLocationMet(p, other, home);
    default:
      return oneOf(p[criterion], other[criterion]);
  }
}

function isLocationMet(
  p: Preferences,
  other: FitProfile,
  home: { latitude: number | null; longitude: number | null },
): boolean {
  if (other.openToRelocate) return true;
  if (oneOf(p.countries, other.countryCode)) return true;
  if (other.cityId !== null && p.cities.some((c) => c.id === other.cityId)) return true;
  if (p.withinKm === null || home.latitude === null || home.longitude === null) return false;
  if (other.latitude === null || other.longitude === null) return false;
  const here = { latitude: home.latitude, longitude: home.longitude };
  return distanceKm(here, { latitude: other.latitude, longitude: other.longitude }) <= p.withinKm;
}

/** The criteria that count between a preference owner and `other`: set, and asked of their gender. */
export function consideredCriteria(p: Preferences, otherGender: string): PartnerCriterion[] {
  return PARTNER_CRITERIA.filter((c) => isCriterionSet(p, c) && criterionApplies(c, otherGender));
}

export interface DirectionFit {
  met: number;
  considered: number;
  /** Musts `other` fails; any one keeps the two apart. */
  failedMusts: PartnerCriterion[];
  results: { criterion: PartnerCriterion; met: boolean; must: boolean }[];
}

/** How `other` fits one member's preferences. */
export function fitDirection(
  p: Preferences,
  other: FitProfile,
  home: { latitude: number | null; longitude: number | null },
): DirectionFit {
  const results = consideredCriteria(p, other.gender).map((criterion) => ({
    criterion,
    met: isCriterionMet(p, criterion, other, home),
    must: p.must.includes(criterion),
  }));
  return {
    met: results.filter((r) => r.met).length,
    considered: results.length,
    failedMusts: results.filter((r) => r.must && !r.met).map((r) => r.criterion),
    results,
  };
}

/**
 * The two-way score, 0–100: the mean of the two directions' shares, a direction with nothing set
 * counting as fully met (nothing asked, nothing missed). The SQL ranks by the same number.
 */
export function twoWayScore(a: { met: number; considered: number }, b: { met: number; considered: number }): number {
  const share = (d: { met: number; considered: number }) => (d.considered === 0 ? 1 : d.met / d.considered);
  return Math.round(((share(a) + share(b)) / 2) * 100);
}
