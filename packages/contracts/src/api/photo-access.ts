import { IdParamsSchema, OkSchema } from '../common.js';
import { UserIdParamsSchema } from '../interests.js';
import {
  PhotoAccessAskResponseSchema,
  PhotoAccessDecisionResponseSchema,
  PhotoAccessDecisionSchema,
  PhotoAccessOverviewSchema,
  PhotoAccessSettingsSchema,
  PhotoRequestParamsSchema,
  PhotoViewsQuerySchema,
  PhotoViewsSchema,
} from '../photo-access.js';
import { endpoints } from './endpoint.js';

/** Asking for, granting and revoking clear photos under /api/profiles and /api/photo-access (docs/decisions/0030-photo-access.md). */
export const photoAccessApi = endpoints({
  'POST /api/profiles/:id/photo-access': {
    params: IdParamsSchema,
    response: PhotoAccessAskResponseSchema,
    status: 201,
    errors: [400, 401, 404, 409, 429],
  },
  'GET /api/photo-access': { response: PhotoAccessOverviewSchema, errors: [401] },
  'GET /api/photo-access/views': { query: PhotoViewsQuerySchema, response: PhotoViewsSchema, errors: [400, 401] },
  'PUT /api/photo-access/settings': {
    body: PhotoAccessSettingsSchema,
    response: PhotoAccessSettingsSchema,
    errors: [400, 401],
  },
  'POST /api/photo-access/:requestId': {
    params: PhotoRequestParamsSchema,
    body: PhotoAccessDecisionSchema,
    response: PhotoAccessDecisionResponseSchema,
    errors: [400, 401, 404],
  },
  'DELETE /api/photo-access/grants/:userId': {
    params: UserIdParamsSchema,
    response: OkSchema,
    errors: [400, 401, 404],
  },
});
