import { EmptyBodySchema } from '../account.js';
import { PhotoSubmissionSchema } from '../admin.js';
import { IdParamsSchema, OkSchema } from '../common.js';
import { KnownScamImageSchema, KnownScamImagesSchema, PhotoFlagConfirmSchema } from '../safety/photo-flags.js';
import { endpoints } from './endpoint.js';

/**
 * Reused photos in the staff console (docs/decisions/0066-catching-scammers-early.md "Reused photos"):
 * deciding a flag on a new photo, and the known scam images staff keep. A decided flag answers with the
 * photo as the photo queue shows it.
 */
export const photoSafetyApi = endpoints({
  'POST /api/admin/photo-flags/:id/dismiss': {
    params: IdParamsSchema,
    body: EmptyBodySchema,
    response: PhotoSubmissionSchema,
    errors: [400, 401, 404, 409],
  },
  'POST /api/admin/photo-flags/:id/confirm': {
    params: IdParamsSchema,
    body: PhotoFlagConfirmSchema,
    response: PhotoSubmissionSchema,
    errors: [400, 401, 404, 409],
  },
  'GET /api/admin/known-scam-images': { response: KnownScamImagesSchema, errors: [401] },
  'POST /api/admin/known-scam-images': {
    body: 'form',
    response: KnownScamImageSchema,
    status: 201,
    errors: [400, 401, 413, 415, 422],
  },
  'DELETE /api/admin/known-scam-images/:id': { params: IdParamsSchema, response: OkSchema, errors: [400, 401, 404] },
});
