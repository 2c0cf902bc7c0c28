import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { type ThreadPages, withSentMessage } from '../lib/thread-pages';
import { inboxQueryKey } from './get-inbox';
import { threadQueryKey } from './get-thread';

/** `POST /api/messages/{userId}`: 201 with the message; 403 with the reason, 429 too fast, 400 invalid. */
export function sendMessage(userId: string, content: string) {
  return apiRequest('POST /api/messages/:userId', { params: { userId }, body: { content } });
}

/** The sent message joins the open thread at once; the inbox reloads for its preview and order. */
export function useSendMessage(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => sendMessage(userId, content),
    onSuccess: (message) => {
      queryClient.setQueryData<ThreadPages>(threadQueryKey(userId), (data) => withSentMessage(data, message));
      return queryClient.invalidateQueries({ queryKey: inboxQueryKey });
    },
  });
}
