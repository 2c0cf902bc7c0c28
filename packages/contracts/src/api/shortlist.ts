import { EmptyBodySchema } from '../account.js';
import { IdParamsSchema } from '../common.js';
import {
  HiddenListSchema,
  NotInterestedStateSchema,
  SavedListSchema,
  SavedStateSchema,
  SaveMemberSchema,
  ShortlistQuerySchema,
} from '../shortlist.js';
import { endpoints } from './endpoint.js';

/** The member's marks on others: the Saved list with its notes, and "not interested" with its undo. */
export const shortlistApi = endpoints({
  'GET /api/shortlist': { query: ShortlistQuerySchema, response: SavedListSchema, errors: [400, 401] },
  'PUT /api/shortlist/:id': {
    params: IdParamsSchema,
    body: SaveMemberSchema,
    response: SavedStateSchema,
    errors: [400, 401, 404, 409],
  },
  'DELETE /api/shortlist/:id': { params: IdParamsSchema, response: SavedStateSchema, errors: [400, 401] },
  'GET /api/not-interested': { query: ShortlistQuerySchema, response: HiddenListSchema, errors: [400, 401] },
  'PUT /api/not-interested/:id': {
    params: IdParamsSchema,
    body: EmptyBodySchema,
    response: NotInterestedStateSchema,
    errors: [400, 401, 404],
  },
  'DELETE /api/not-interested/:id': { params: IdParamsSchema, response: NotInterestedStateSchema, errors: [400, 401] },
});
