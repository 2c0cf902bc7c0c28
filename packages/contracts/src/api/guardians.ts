import { IdParamsSchema } from '../common.js';
import { GuardiansResponseSchema, InviteGuardianSchema } from '../guardians.js';
import { endpoints } from './endpoint.js';

/** The member's own guardian under /api/guardians (docs/decisions/0031-guardian-wali-with-consent.md). */
export const guardiansApi = endpoints({
  'GET /api/guardians': { response: GuardiansResponseSchema, errors: [401] },
  'POST /api/guardians': {
    body: InviteGuardianSchema,
    response: GuardiansResponseSchema,
    status: 201,
    errors: [400, 401, 409, 429],
  },
  'POST /api/guardians/:id/resend': {
    params: IdParamsSchema,
    response: GuardiansResponseSchema,
    errors: [400, 401, 404, 429],
  },
  'DELETE /api/guardians/:id': { params: IdParamsSchema, response: GuardiansResponseSchema, errors: [400, 401, 404] },
});
