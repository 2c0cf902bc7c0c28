import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidateInterestData } from '../../../lib/interests/invalidate-interest-data';
import { inboxQueryKey } from './get-inbox';
import { threadQueryKey } from './get-thread';

/** `POST /api/messages/{userId}/block` to block, `DELETE` to unblock; both answer `{ blockedByMe }`. */
export function setBlocked(userId: string, blocked: boolean) {
  return apiRequest(blocked ? 'POST /api/messages/:userId/block' : 'DELETE /api/messages/:userId/block', {
    params: { userId },
  });
}

/**
 * Block or unblock the other member of a thread. The thread and inbox reload for the new texts, and
 * the interest and browse lists too, since they leave blocked members out (spec section 4 "Block").
 */
export function useSetBlocked(userId: string) {
  const queryClient = useQueryClient();
  const invalidateInterestData = useInvalidateInterestData();
  return useMutation({
    mutationFn: (blocked: boolean) => setBlocked(userId, blocked),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: threadQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: inboxQueryKey }),
        invalidateInterestData(),
      ]),
  });
}
