import type { City } from '@mithaq/contracts/places';

/** Up to this many cities in a list of them (partner preferences). */
export const MAX_CHOSEN_CITIES = 30;

/** A gazetteer city the member picked from the suggestions: the form sends its `id` as `cityId`. */
export type PickedCity = Pick<City, 'id' | 'name' | 'countryCode'> & { region?: string | null };

/**
 * What the single picker holds: a picked city, or the text the member typed when it is not one of
 * the suggestions (kept, and sent as `city` alone; the server then matches it by name).
 */
export type CityChoice = PickedCity | { id: null; name: string; countryCode?: undefined; region?: undefined };

export const isPicked = (choice: CityChoice | null): choice is PickedCity => choice !== null && choice.id !== null;

/** What suggestions are asked for: the name before a comma ("Lahore, Pakistan" asks for "Lahore"). */
export const searchTextOf = (typed: string) => (typed.split(/[,،]/)[0] ?? '').trim().slice(0, 80);

export const pickedFrom = (city: City): PickedCity => ({
  id: city.id,
  name: city.name,
  countryCode: city.countryCode,
  region: city.region,
});
