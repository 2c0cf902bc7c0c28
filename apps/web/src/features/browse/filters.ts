import type { SearchSort } from '@mithaq/contracts/discovery';
import {
  EDUCATION_LEVELS,
  HEIGHTS,
  LANGUAGES,
  MADHABS,
  MARITAL_STATUSES,
  PROFESSIONS,
  RELIGIOUS_COMMITMENTS,
  SECTS,
} from '@mithaq/contracts/options';
import { DISTANCE_CHOICES_KM } from '@mithaq/contracts/partner-criteria';
import { MAXIMUM_AGE, MINIMUM_AGE } from '@mithaq/contracts/profile-rules';
import type { BrowseFilters } from './api/get-profiles';

/** A city of the gazetteer chosen as the City filter: its id is sent, its name and country shown. */
export interface FilterCity {
  id: number;
  name: string;
  countryCode: string;
}

/**
 * What the filter inputs hold (docs/decisions/0064-finding-the-right-person.md "Searching"): the
 * spec's three text filters, then the advanced search. Converted to the query after the debounce.
 */
export interface FilterForm {
  location: string;
  profession: string;
  education: string;
  minAge: number | string;
  maxAge: number | string;
  minHeight: string | null;
  maxHeight: string | null;
  maritalStatus: string[];
  sect: string[];
  madhab: string[];
  commitment: string[];
  minEducation: string | null;
  professions: string[];
  motherTongue: string[];
  /** ISO 3166 alpha-2 codes. */
  country: string[];
  city: FilterCity | null;
  /** Within this distance of `city`, or of the member's own city. */
  withinKm: number | null;
  withPhoto: boolean;
  /** Only members whose government ID or photo is verified (docs/decisions/0032-trust-badges.md). */
  verifiedOnly: boolean;
  activeRecently: boolean;
  joinedThisWeek: boolean;
  /** Null is the spec's order, newest first. */
  sort: SearchSort | null;
}

export const EMPTY_FILTERS: FilterForm = {
  location: '',
  profession: '',
  education: '',
  minAge: '',
  maxAge: '',
  minHeight: null,
  maxHeight: null,
  maritalStatus: [],
  sect: [],
  madhab: [],
  commitment: [],
  minEducation: null,
  professions: [],
  motherTongue: [],
  country: [],
  city: null,
  withinKm: null,
  withPhoto: false,
  verifiedOnly: false,
  activeRecently: false,
  joinedThisWeek: false,
  sort: null,
};

export const FILTER_DEBOUNCE_MS = 300;

/**
 * The orders of contracts `SEARCH_SORTS` (the record's type asks for every one and no other). Taken
 * from there, the value would bring that module's schemas, and zod (25 kB), into the filter panel's
 * download: the bundler keeps their chained calls.
 */
const IS_SORT: Record<SearchSort, true> = { newest: true, best: true, active: true, nearest: true };

/** The spec's three text filters (spec section 2); every other filter is in the Advanced panel. */
export const TEXT_FILTERS = ['location', 'profession', 'education'] as const;

/** The least education levels a search may ask for: 'Other' has no place in the order. */
export const MIN_EDUCATION_LEVELS = EDUCATION_LEVELS.filter((level) => level !== 'Other');

/** The lists the advanced search offers, each value one of the contracts' options. */
export const LIST_FILTERS = {
  maritalStatus: MARITAL_STATUSES,
  sect: SECTS,
  madhab: MADHABS,
  commitment: RELIGIOUS_COMMITMENTS,
  professions: PROFESSIONS,
  motherTongue: LANGUAGES,
} as const satisfies Record<string, readonly string[]>;
export type ListFilter = keyof typeof LIST_FILTERS;

/** The "only" switches of the Advanced panel. */
export const SWITCHES = ['withPhoto', 'verifiedOnly', 'activeRecently', 'joinedThisWeek'] as const;

const age = (value: number | string) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= MINIMUM_AGE && n <= MAXIMUM_AGE && value !== '' ? n : undefined;
};
const height = (value: string | null) => (HEIGHTS.includes(value ?? '') ? (value as string) : undefined);
/** Two ends of a range, the right way round. */
const ordered = <T>(low: T | undefined, high: T | undefined, rank: (v: T) => number) =>
  low !== undefined && high !== undefined && rank(low) > rank(high) ? [high, low] : [low, high];

/**
 * Form -> query: blanks and out-of-range ages are left out (half-typed input never reaches the
 * server as a 400), a reversed age or height range is put the right way round, and values the
 * inputs do not offer (from an address edited by hand) are dropped. Lists are sent in their own
 * order, so equal choices give equal queries.
 */
export function toBrowseFilters(form: FilterForm): BrowseFilters {
  const [minAge, maxAge] = ordered(age(form.minAge), age(form.maxAge), Number);
  const [minHeight, maxHeight] = ordered(height(form.minHeight), height(form.maxHeight), (h) => HEIGHTS.indexOf(h));
  const filters: Record<string, string | number | undefined> = {
    location: form.location.trim(),
    profession: form.profession.trim(),
    education: form.education.trim(),
    minAge,
    maxAge,
    minHeight,
    maxHeight,
    minEducation: MIN_EDUCATION_LEVELS.find((level) => level === form.minEducation),
    country: [...new Set(form.country.filter((code) => /^[A-Z]{2}$/.test(code)))].sort().join(','),
    cityId: form.city && form.city.id > 0 ? form.city.id : undefined,
    withinKm: DISTANCE_CHOICES_KM.find((km) => km === Number(form.withinKm)),
    sort: form.sort && form.sort in IS_SORT && form.sort !== 'newest' ? form.sort : undefined,
  };
  for (const key of Object.keys(LIST_FILTERS) as ListFilter[]) {
    filters[key] = LIST_FILTERS[key].filter((v) => form[key].includes(v)).join(',');
  }
  for (const key of SWITCHES) filters[key] = form[key] ? 'true' : undefined;
  // Blanks left out, so equal filters give equal query keys.
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== '')) as BrowseFilters;
}

/** The filters set, the order aside: the count on the Filter button; `advanced`: the Advanced panel's alone. */
export function countActiveFilters(form: FilterForm, advanced = false): number {
  return Object.keys(toBrowseFilters(form)).filter(
    (key) => key !== 'sort' && !(advanced && (TEXT_FILTERS as readonly string[]).includes(key)),
  ).length;
}
