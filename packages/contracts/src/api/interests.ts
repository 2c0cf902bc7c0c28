import { IdParamsSchema } from '../common.js';
import {
  InterestDecisionResponseSchema,
  InterestsResponseSchema,
  SendInterestBodySchema,
  SendInterestResponseSchema,
} from '../interests.js';
import { endpoints } from './endpoint.js';

/** Sending and answering interest under /api/profiles (spec section 7). */
export const interestsApi = endpoints({
  'GET /api/profiles/interests': { response: InterestsResponseSchema, errors: [401] },
  'POST /api/profiles/:id/interest': {
    params: IdParamsSchema,
    body: SendInterestBodySchema,
    response: SendInterestResponseSchema,
    status: 201,
    errors: [400, 401, 403, 404, 409, 429],
  },
  'POST /api/profiles/:id/accept-interest': {
    params: IdParamsSchema,
    response: InterestDecisionResponseSchema,
    errors: [400, 401, 404],
  },
  'POST /api/profiles/:id/decline-interest': {
    params: IdParamsSchema,
    response: InterestDecisionResponseSchema,
    errors: [400, 401, 404],
  },
});
