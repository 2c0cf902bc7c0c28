import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guardianRequest, guardianViewKey } from './guardian-request';

/** `PUT /api/guardian-view/daily-email`: the guardian's own choice, the one thing they change. */
export const setDailyEmail = (dailyEmail: boolean) =>
  guardianRequest('PUT /api/guardian-view/daily-email', { body: { dailyEmail } });

export function useSetDailyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDailyEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...guardianViewKey, 'me'] }),
  });
}
