import { endpoints } from './endpoint.js';

/** TODO-AREA */
export const guardianViewApi = endpoints({});
