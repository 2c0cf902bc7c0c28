import { OkSchema } from '../common.js';
import {
  GuardianConversationsResponseSchema,
  GuardianDailyEmailSchema,
  GuardianExchangeSchema,
  GuardianMatchesResponseSchema,
  GuardianSessionResponseSchema,
  GuardianThreadResponseSchema,
  GuardianUnsubscribeResponseSchema,
  GuardianUnsubscribeSchema,
  GuardianViewMeSchema,
} from '../guardians.js';
import { UserIdParamsSchema } from '../interests.js';
import { ThreadQuerySchema } from '../messaging.js';
import { endpoints } from './endpoint.js';

/** The guardian's read-only view under /api/guardian-view (docs/decisions/0031-guardian-wali-with-consent.md). */
export const guardianViewApi = endpoints({
  'POST /api/guardian-view/session': {
    body: GuardianExchangeSchema,
    response: GuardianSessionResponseSchema,
    errors: [400, 401, 410, 429],
  },
  'DELETE /api/guardian-view/session': { response: OkSchema, errors: [401] },
  'GET /api/guardian-view/me': { response: GuardianViewMeSchema, errors: [401] },
  'PUT /api/guardian-view/daily-email': {
    body: GuardianDailyEmailSchema,
    response: GuardianViewMeSchema,
    errors: [400, 401],
  },
  'POST /api/guardian-view/unsubscribe': {
    body: GuardianUnsubscribeSchema,
    response: GuardianUnsubscribeResponseSchema,
    errors: [400],
  },
  'GET /api/guardian-view/matches': { response: GuardianMatchesResponseSchema, errors: [401] },
  'GET /api/guardian-view/conversations': { response: GuardianConversationsResponseSchema, errors: [401] },
  'GET /api/guardian-view/conversations/:userId': {
    params: UserIdParamsSchema,
    query: ThreadQuerySchema,
    response: GuardianThreadResponseSchema,
    errors: [400, 401, 404],
  },
});
