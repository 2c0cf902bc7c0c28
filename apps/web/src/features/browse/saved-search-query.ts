import { countActiveFilters, type FilterForm } from './filters';
import { searchKeyOf, withFilters } from './search-params';
import { SAVED_SEARCH_PARAM } from './search-query';

/**
 * What a saved search keeps: the filter inputs as the address writes them (`sect=Sunni&minAge=25`, the chosen
 * city's name beside its id, for the City field), or null when no filter is set, which the server refuses
 * (contracts saved-searches.ts). The inputs, not the address: a last change may still be on its way there.
 */
export function savedQueryOf(form: FilterForm): string | null {
  if (countActiveFilters(form) === 0) return null;
  return withFilters(new URLSearchParams(), form).toString();
}

/**
 * All Profiles' address with a saved search applied: the tab and the search's own parameters, nothing of the
 * search before it. From an alert's link, newest first, which is who the alert was about.
 */
export function savedSearchAddress(query: string, { newestFirst = false } = {}): URLSearchParams {
  const search = new URLSearchParams(query);
  for (const key of ['tab', SAVED_SEARCH_PARAM, 'cursor', 'limit']) search.delete(key);
  if (newestFirst) search.delete('sort');
  return new URLSearchParams([['tab', 'all'], ...search]);
}

/** Whether the address shows this saved search (the same filters and order, whatever else it holds). */
export const isShowing = (params: URLSearchParams, query: string) =>
  searchKeyOf(params) === searchKeyOf(new URLSearchParams(query));
