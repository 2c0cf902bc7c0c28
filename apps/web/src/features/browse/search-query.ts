import type { BrowseFilters } from './api/get-profiles';

/**
 * Every filter of `GET /api/profiles`, by the name the address and the query both give it (the
 * record's type asks for each of the contract's filters and no other). The address is the query:
 * `/dashboard?tab=all&sect=Sunni,Shia&minAge=25&sort=best` asks for exactly that, so a search can be
 * shared and the back button restores it (docs/decisions/0064-finding-the-right-person.md
 * "Searching"). The server checks the values; the filter inputs, which load with the panel
 * (filters.ts, search-params.ts), write only values it takes.
 */
const FILTER_KEYS: Record<keyof BrowseFilters, 'text' | 'advanced' | 'order'> = {
  location: 'text',
  profession: 'text',
  education: 'text',
  minAge: 'advanced',
  maxAge: 'advanced',
  minHeight: 'advanced',
  maxHeight: 'advanced',
  maritalStatus: 'advanced',
  sect: 'advanced',
  madhab: 'advanced',
  commitment: 'advanced',
  minEducation: 'advanced',
  professions: 'advanced',
  motherTongue: 'advanced',
  country: 'advanced',
  cityId: 'advanced',
  withinKm: 'advanced',
  withPhoto: 'advanced',
  verifiedOnly: 'advanced',
  activeRecently: 'advanced',
  joinedThisWeek: 'advanced',
  sort: 'order',
};

/** The address's filters as the query sends them: trimmed, blanks left out, in one order (equal searches, equal keys). */
export function queryFromParams(params: URLSearchParams): BrowseFilters {
  const query: Record<string, string> = {};
  for (const key of Object.keys(FILTER_KEYS)) {
    const value = params.get(key)?.trim();
    if (value) query[key] = value;
  }
  return query as BrowseFilters;
}

/** How many filters are set, the order aside; `advanced`: the Advanced panel's alone. */
export function countFilters(query: BrowseFilters, advanced = false): number {
  return Object.keys(query).filter((key) => {
    const kind = FILTER_KEYS[key as keyof BrowseFilters];
    return advanced ? kind === 'advanced' : kind !== 'order';
  }).length;
}

/**
 * `/dashboard?tab=all&savedSearch=<id>`, the link in a saved search's alert: the filters panel puts that search's
 * filters in the address in its place (docs/decisions/0065-coming-back.md "Saved searches").
 */
export const SAVED_SEARCH_PARAM = 'savedSearch';

/** Whether the address sets any filter or order (then /dashboard opens on All Profiles). */
export const hasSearch = (params: URLSearchParams) => Object.keys(queryFromParams(params)).length > 0;

/** `params` with every filter off, the order and the rest (the tab) kept. */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, kind] of Object.entries(FILTER_KEYS)) if (kind !== 'order') next.delete(key);
  next.delete('cityName');
  next.delete('cityCountry');
  return next;
}
