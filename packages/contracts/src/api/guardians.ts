import { endpoints } from './endpoint.js';

/** TODO-AREA */
export const guardiansApi = endpoints({});
