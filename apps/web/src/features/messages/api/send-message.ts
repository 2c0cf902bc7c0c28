import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type ThreadPages, withSentMessage } from '../lib/thread-pages';
import { inboxQueryKey } from './get-inbox';
import { threadQueryKey } from './get-thread';

/**
 * `POST /api/messages/{userId}`: 201 with the message (`held` while the sender is under review); 403 with
 * the reason, 422 a first message copied to many members, 429 too fast, 400 invalid.
 */
export function sendMessage(userId: string, content: string) {
  return apiRequest('POST /api/messages/:userId', { params: { userId }, body: { content } });
}

/**
 * The sent message joins the open thread at once; the inbox reloads for its preview and order. A message
 * held for review (`held`, docs/decisions/0067-risk-record.md) has no stream event to bring it back, so a
 * poll that left before it was stored is cancelled rather than let it drop the message from view.
 */
export function useSendMessage(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => sendMessage(userId, content),
    onSuccess: async (message) => {
      const queryKey = threadQueryKey(userId);
      if (message.held) await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<ThreadPages>(queryKey, (data) => withSentMessage(data, message));
      return queryClient.invalidateQueries({ queryKey: inboxQueryKey });
    },
  });
}
