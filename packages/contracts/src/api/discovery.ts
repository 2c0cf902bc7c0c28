import { IdParamsSchema } from '../common.js';
import {
  BrowseQuerySchema,
  BrowseResponseSchema,
  MyMatchesQuerySchema,
  MyMatchesResponseSchema,
} from '../discovery.js';
import { MatchScoreSchema } from '../match-score.js';
import { endpoints } from './endpoint.js';

/** Finding the right person: browse and search, My matches and the two-way fit. */
export const discoveryApi = endpoints({
  'GET /api/profiles': { query: BrowseQuerySchema, response: BrowseResponseSchema, errors: [400, 401] },
  'GET /api/discovery/matches': { query: MyMatchesQuerySchema, response: MyMatchesResponseSchema, errors: [400, 401] },
  'GET /api/discovery/fit/:id': { params: IdParamsSchema, response: MatchScoreSchema, errors: [400, 401, 404] },
});
