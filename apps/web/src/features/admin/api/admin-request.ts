import type { EndpointAnswer } from '@mithaq/contracts/api/endpoint';
import type { ApiEndpointKey, ApiEndpoints } from '@mithaq/contracts/api/endpoints';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch, apiRequest, type CallOptions, type EndpointArgs } from '../../../lib/api-client';
import { adminSession } from '../lib/admin-session';

/** A staff call's 401 ends the staff session, whatever the call (spec section 4 "Admin session"). */
async function endSessionOn401<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) adminSession.setToken(null);
    throw err;
  }
}

const staffCredential = () => ({ scheme: 'Admin' as const, token: adminSession.getToken() });

type AnyCall = (key: string, input?: object, options?: CallOptions) => Promise<unknown>;

/** Every staff call: `Authorization: Admin <token>`. */
export function adminRequest<K extends ApiEndpointKey>(
  key: K,
  ...[input, options]: EndpointArgs<K>
): Promise<EndpointAnswer<ApiEndpoints[K]>> {
  const call = (apiRequest as AnyCall)(key, input, { ...options, credential: staffCredential() });
  return endSessionOn401(call) as Promise<EndpointAnswer<ApiEndpoints[K]>>;
}

/** A file only staff may open (an ID document, a selfie), fetched with the staff token. */
export const fetchStaffFile = (path: string) => endSessionOn401(apiFetch(path, { credential: staffCredential() }));

/**
 * A staff decision: on success refreshes the views it changed (`invalidates`, keys from `admin-keys.ts`);
 * every decision is written to the activity log, so callers include `adminKeys.audit()`.
 */
export function useAdminMutation<T, V>(fn: (vars: V) => Promise<T>, invalidates: (vars: V) => QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (_data, vars) =>
      Promise.all(invalidates(vars).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
    // Spec section 8: staff decision and reply failures are only logged.
    onError: (err) => console.error('staff action failed', err),
  });
}
