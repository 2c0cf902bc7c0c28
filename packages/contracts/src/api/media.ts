import { UploadResponseSchema } from '../media.js';
import { endpoints } from './endpoint.js';

/** Uploading a profile photo, /api/upload (the photo files themselves are served as bytes, not declared here). */
export const mediaApi = endpoints({
  'POST /api/upload': { body: 'form', response: UploadResponseSchema, status: 201, errors: [400, 401, 413, 415, 429] },
});
