import { CreateReportResponseSchema, CreateReportSchema, OwnReportListSchema } from '../reports.js';
import { endpoints } from './endpoint.js';

/** A member's report of another member, /api/reports. */
export const reportsApi = endpoints({
  'POST /api/reports': {
    body: CreateReportSchema,
    response: CreateReportResponseSchema,
    status: 201,
    errors: [400, 401, 404, 429],
  },
  'GET /api/reports': { response: OwnReportListSchema, errors: [401] },
});
