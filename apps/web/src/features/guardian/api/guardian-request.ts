import type { z } from 'zod';
import { ApiError, apiRequest, type RequestOptions } from '../../../lib/api-client';
import { guardianSession } from '../lib/guardian-session';

/** Every guardian-view call: `Authorization: Guardian <token>`; a 401 ends the guardian session. */
export async function guardianRequest<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
) {
  try {
    return await apiRequest<S>(path, {
      ...options,
      credential: { scheme: 'Guardian', token: guardianSession.getToken() },
    });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) guardianSession.setToken(null);
    throw err;
  }
}

export const guardianViewKey = ['guardian-view'] as const;
