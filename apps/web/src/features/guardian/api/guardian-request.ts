import type { EndpointAnswer } from '@mithaq/contracts/api/endpoint';
import type { ApiEndpointKey, ApiEndpoints } from '@mithaq/contracts/api/endpoints';
import { ApiError, apiRequest, type CallOptions, type EndpointArgs } from '../../../lib/api-client';
import { guardianSession } from '../lib/guardian-session';

type AnyCall = (key: string, input?: object, options?: CallOptions) => Promise<unknown>;

/** Every guardian-view call: `Authorization: Guardian <token>`; a 401 ends the guardian session. */
export async function guardianRequest<K extends ApiEndpointKey>(
  key: K,
  ...[input, options]: EndpointArgs<K>
): Promise<EndpointAnswer<ApiEndpoints[K]>> {
  try {
    return (await (apiRequest as AnyCall)(key, input, {
      ...options,
      credential: { scheme: 'Guardian', token: guardianSession.getToken() },
    })) as EndpointAnswer<ApiEndpoints[K]>;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) guardianSession.setToken(null);
    throw err;
  }
}

export const guardianViewKey = ['guardian-view'] as const;
