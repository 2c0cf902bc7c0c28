import { HealthSchema, LivenessSchema, ReadinessSchema } from '../common.js';
import { endpoints } from './endpoint.js';

/** Health, liveness and readiness under /api/health, for load balancers and monitors. */
export const healthApi = endpoints({
  'GET /api/health': { response: HealthSchema, errors: [503] },
  'GET /api/health/live': { response: LivenessSchema, errors: [] },
  'GET /api/health/ready': { response: ReadinessSchema, errors: [503] },
});
