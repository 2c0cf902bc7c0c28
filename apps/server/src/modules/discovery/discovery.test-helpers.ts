import type { TestMember } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';

/** Places with coordinates, written straight to the member row (the gazetteer is not needed for distance). */
export const PLACES = {
  hyderabad: { countryCode: 'IN', latitude: 17.385, longitude: 78.4867 },
  secunderabad: { countryCode: 'IN', latitude: 17.4399, longitude: 78.4983 },
  pune: { countryCode: 'IN', latitude: 18.5204, longitude: 73.8567 },
  karachi: { countryCode: 'PK', latitude: 24.8607, longitude: 67.0011 },
  // Either side of the antimeridian: Suva (Fiji) and Apia (Samoa) are about 1,150 km apart.
  suva: { countryCode: 'FJ', latitude: -18.1416, longitude: 178.4419 },
  apia: { countryCode: 'WS', latitude: -13.8333, longitude: -171.7667 },
} as const;

/** Thin wrappers over app.inject for the discovery routes. */
export function discoveryApi(t: TestApp) {
  const get = (url: string, who: TestMember) => t.app.inject({ method: 'GET', url, headers: who.auth });
  return {
    search: (who: TestMember, query = '') => get(`/api/profiles${encodeURI(query)}`, who),
    matches: (who: TestMember, query = '') => get(`/api/discovery/matches${query}`, who),
    fit: (who: TestMember, id: string) => get(`/api/discovery/fit/${id}`, who),
    save: (who: TestMember, body: object) =>
      t.app.inject({ method: 'PUT', url: '/api/profiles/me', headers: who.auth, payload: body }),
  };
}
