import { CitySearchQuerySchema, CitySearchResponseSchema } from '../places.js';
import { endpoints } from './endpoint.js';

/** The city gazetteer (anyone may ask: the register form suggests cities before there is an account). */
export const placesApi = endpoints({
  'GET /api/places/cities': { query: CitySearchQuerySchema, response: CitySearchResponseSchema, errors: [400, 429] },
});
