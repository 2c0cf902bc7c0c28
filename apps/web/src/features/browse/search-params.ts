import type { FilterForm } from './filters';
import { EMPTY_FILTERS, toBrowseFilters } from './filters';

/**
 * The filter inputs <-> the address, which holds the query itself (search-query.ts). The chosen
 * city's name and country ride along as `cityName` and `cityCountry`, for the City field to show;
 * only its id is sent.
 */
const CITY = ['cityId', 'cityName', 'cityCountry'] as const;

/** The address's parameters that are filters (the rest, such as `tab`, are left as they are). */
export const FILTER_PARAMS = Object.keys(EMPTY_FILTERS).filter((key) => key !== 'city');

/**
 * The address -> the filter inputs, each in its input's shape; the query (`toBrowseFilters`) leaves
 * out any value the inputs do not offer.
 */
export function formFromParams(params: URLSearchParams): FilterForm {
  const form: Record<string, unknown> = {};
  for (const [key, empty] of Object.entries(EMPTY_FILTERS)) {
    const value = params.get(key);
    form[key] =
      value === null
        ? empty
        : Array.isArray(empty)
          ? value.split(',').map((v) => v.trim())
          : typeof empty === 'boolean'
            ? value === 'true'
            : value;
  }
  if (form.withinKm !== null) form.withinKm = Number(form.withinKm);
  const [id, name, countryCode] = CITY.map((key) => params.get(key) ?? '');
  form.city = Number(id) > 0 ? { id: Number(id), name, countryCode } : null;
  return form as unknown as FilterForm;
}

/** `params` with its filters replaced by the form's, as the query sends them (blanks left out). */
export function withFilters(params: URLSearchParams, form: FilterForm): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [...FILTER_PARAMS, ...CITY]) next.delete(key);
  for (const [key, value] of Object.entries(toBrowseFilters(form))) next.set(key, String(value));
  if (form.city && next.has('cityId')) {
    next.set('cityName', form.city.name);
    next.set('cityCountry', form.city.countryCode);
  }
  return next;
}

/** The filters an address asks for, as one string: equal strings, equal searches. */
export function searchKeyOf(params: URLSearchParams): string {
  return JSON.stringify(toBrowseFilters(formFromParams(params)));
}
