import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guardianSession } from '../lib/guardian-session';
import { guardianRequest, guardianViewKey } from './guardian-request';

/** `DELETE /api/guardian-view/session`: this device's guardian session ends. */
export const signOutGuardian = () => guardianRequest('DELETE /api/guardian-view/session');

export function useSignOutGuardian() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutGuardian,
    onSettled: () => {
      guardianSession.setToken(null);
      queryClient.removeQueries({ queryKey: guardianViewKey });
    },
  });
}
