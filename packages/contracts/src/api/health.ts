import { endpoints } from './endpoint.js';

/** TODO-AREA */
export const healthApi = endpoints({});
