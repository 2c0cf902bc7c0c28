import { IdParamsSchema, OkSchema } from '../common.js';
import {
  CreateSavedSearchSchema,
  SavedSearchListSchema,
  SavedSearchSchema,
  UpdateSavedSearchSchema,
} from '../saved-searches.js';
import { endpoints } from './endpoint.js';

/** Saved searches and their alerts (docs/decisions/0065-coming-back.md "Saved searches"). */
export const savedSearchesApi = endpoints({
  'GET /api/saved-searches': { response: SavedSearchListSchema, errors: [401] },
  'POST /api/saved-searches': {
    body: CreateSavedSearchSchema,
    response: SavedSearchSchema,
    status: 201,
    errors: [400, 401, 409],
  },
  'PATCH /api/saved-searches/:id': {
    params: IdParamsSchema,
    body: UpdateSavedSearchSchema,
    response: SavedSearchSchema,
    errors: [400, 401, 404],
  },
  'DELETE /api/saved-searches/:id': { params: IdParamsSchema, response: OkSchema, errors: [400, 401, 404] },
});
