import {
  RiskDecisionSchema,
  RiskDetailSchema,
  RiskParamsSchema,
  RiskQueueQuerySchema,
  RiskQueueSchema,
} from '../safety/risk.js';
import { endpoints } from './endpoint.js';

/**
 * The staff Risk queue (docs/decisions/0067-risk-record.md): members whose signals passed a threshold,
 * one member's evidence, and staff's decision on them. A decision answers with the member's detail as it
 * now stands.
 */
export const riskApi = endpoints({
  'GET /api/admin/risk': { query: RiskQueueQuerySchema, response: RiskQueueSchema, errors: [400, 401] },
  'GET /api/admin/risk/:userId': { params: RiskParamsSchema, response: RiskDetailSchema, errors: [400, 401, 404] },
  'POST /api/admin/risk/:userId/decision': {
    params: RiskParamsSchema,
    body: RiskDecisionSchema,
    response: RiskDetailSchema,
    errors: [400, 401, 404, 409],
  },
});
