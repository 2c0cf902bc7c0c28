import type { RiskAction } from '@mithaq/contracts/safety/risk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, type EndpointQuery } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';
import { adminRequest, useAdminMutation } from './admin-request';

export type RiskView = NonNullable<EndpointQuery<'GET /api/admin/risk'>['view']>;

/** One view of the Risk queue (docs/decisions/0067-risk-record.md): open, restricted, or decided. */
export const useRiskQueue = (view: RiskView) =>
  useQuery({
    queryKey: adminKeys.riskQueue(view),
    queryFn: () => adminRequest('GET /api/admin/risk', { query: { view } }),
  });

/** One member's case and its evidence. */
export const useRiskCase = (userId: string | null) =>
  useQuery({
    queryKey: adminKeys.riskCase(userId),
    queryFn: () => adminRequest('GET /api/admin/risk/:userId', { params: { userId: userId ?? '' } }),
    enabled: Boolean(userId),
  });

type RiskDecisionVars = { userId: string; action: RiskAction; notes?: string };

/**
 * Dismiss, warn, restrict, release or deactivate. Deactivating changes the account, and a warning or a
 * deactivation shows in the member's detail and the profile list, so those refresh with the queue.
 */
export function useDecideRisk() {
  const queryClient = useQueryClient();
  const mutation = useAdminMutation(
    ({ userId, action, notes }: RiskDecisionVars) =>
      adminRequest('POST /api/admin/risk/:userId/decision', { params: { userId }, body: { action, notes } }),
    ({ userId }) => [adminKeys.risk(), adminKeys.member(userId), adminKeys.profiles(), adminKeys.audit()],
  );
  return {
    ...mutation,
    /** The decision; on a 409 (another staff member decided first) the case is read again, so it shows as it now stands. */
    decide: (vars: RiskDecisionVars, callbacks: { onSuccess?: () => void; onSettled?: () => void } = {}) =>
      mutation.mutate(vars, {
        ...callbacks,
        // The answer is the case as it now stands: shown at once, while the queue refreshes.
        onSuccess: (detail) => {
          queryClient.setQueryData(adminKeys.riskCase(vars.userId), detail);
          callbacks.onSuccess?.();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 409)
            void queryClient.invalidateQueries({ queryKey: adminKeys.risk() });
        },
      }),
  };
}
