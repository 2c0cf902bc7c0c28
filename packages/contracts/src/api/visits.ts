import { VisibilitySchema, VisibilityUpdateSchema, VisitorsQuerySchema, VisitorsResponseSchema } from '../visits.js';
import { endpoints } from './endpoint.js';

/** Who viewed the member, and what others see of the member's own browsing (incognito, visits, activity). */
export const visitsApi = endpoints({
  'GET /api/me/visitors': { query: VisitorsQuerySchema, response: VisitorsResponseSchema, errors: [400, 401] },
  'GET /api/me/visibility': { response: VisibilitySchema, errors: [401] },
  'PUT /api/me/visibility': { body: VisibilityUpdateSchema, response: VisibilitySchema, errors: [400, 401, 403] },
});
