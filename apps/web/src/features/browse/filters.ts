import { MARITAL_STATUSES, SECTS } from '@mithaq/contracts/options';
import { MAXIMUM_AGE, MINIMUM_AGE } from '@mithaq/contracts/profile-rules';
import type { BrowseFilters } from './api/get-profiles';

/** What the filter inputs hold; converted to server filters after the debounce. */
export interface FilterForm {
  location: string;
  profession: string;
  education: string;
  minAge: number | string;
  maxAge: number | string;
  sect: string | null;
  maritalStatus: string | null;
  /** Only members whose government ID or photo is verified (docs/decisions/0032-trust-badges.md). */
  verifiedOnly: boolean;
}

export const EMPTY_FILTERS: FilterForm = {
  location: '',
  profession: '',
  education: '',
  minAge: '',
  maxAge: '',
  sect: null,
  maritalStatus: null,
  verifiedOnly: false,
};

export const FILTER_DEBOUNCE_MS = 300;

function validAge(value: number | string): number | undefined {
  const n = typeof value === 'number' ? value : Number.parseInt(value, 10);
  return Number.isInteger(n) && n >= MINIMUM_AGE && n <= MAXIMUM_AGE ? n : undefined;
}

function text(value: string): string | undefined {
  const t = value.trim();
  return t ? t : undefined;
}

/**
 * Form -> query: blanks and out-of-range ages are left out (half-typed input never reaches the
 * server as a 400), a reversed age range is put the right way round, unknown options are dropped.
 */
export function toBrowseFilters(form: FilterForm): BrowseFilters {
  let minAge = validAge(form.minAge);
  let maxAge = validAge(form.maxAge);
  if (minAge !== undefined && maxAge !== undefined && minAge > maxAge) [minAge, maxAge] = [maxAge, minAge];
  const sect = SECTS.find((s) => s === form.sect);
  const maritalStatus = MARITAL_STATUSES.find((s) => s === form.maritalStatus);
  const filters: BrowseFilters = {
    location: text(form.location),
    profession: text(form.profession),
    education: text(form.education),
    minAge,
    maxAge,
    sect,
    maritalStatus,
    verifiedOnly: form.verifiedOnly ? 'true' : undefined,
  };
  // Drop undefined keys so equal filters give equal query keys.
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as BrowseFilters;
}

export function countActiveFilters(form: FilterForm): number {
  return Object.keys(toBrowseFilters(form)).length;
}
