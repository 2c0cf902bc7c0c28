import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { threadQueryKey } from './get-thread';

/**
 * `POST /api/messages/{userId}/chaperone-ack`: this screen showed the banner saying the other member's
 * guardian can read the conversation (docs/decisions/0031-guardian-wali-with-consent.md).
 */
export function acknowledgeChaperone(userId: string) {
  return apiRequest('POST /api/messages/:userId/chaperone-ack', { params: { userId } });
}

export function useAcknowledgeChaperone(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acknowledgeChaperone(userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: threadQueryKey(userId) }),
  });
}
