import { TodayPicksSchema } from '../picks.js';
import { endpoints } from './endpoint.js';

/** Daily picks (docs/decisions/0065-coming-back.md "Daily picks"). */
export const picksApi = endpoints({
  'GET /api/picks/today': { response: TodayPicksSchema, errors: [401] },
});
