import { IdParamsSchema } from '../common.js';
import { MatchScoreSchema } from '../match-score.js';
import { MemberSchema } from '../profile.js';
import { UpdateProfileSchema, ViewedProfileSchema, WizardPromptSchema } from '../profiles-api.js';
import { endpoints } from './endpoint.js';

/** Viewing and saving profiles under /api/profiles (spec section 7); browsing is api/discovery.ts. */
export const profilesApi = endpoints({
  'PUT /api/profiles/me': { body: UpdateProfileSchema, response: MemberSchema, errors: [400, 401, 403] },
  'POST /api/profiles/me/wizard-prompt': { response: WizardPromptSchema, errors: [401] },
  'POST /api/profiles': { body: UpdateProfileSchema, response: MemberSchema, errors: [400, 401, 403] },
  'GET /api/profiles/:id': { params: IdParamsSchema, response: ViewedProfileSchema, errors: [400, 401, 404] },
  'GET /api/profiles/:id/match-score': {
    params: IdParamsSchema,
    response: MatchScoreSchema,
    errors: [400, 401, 403, 404],
  },
});
