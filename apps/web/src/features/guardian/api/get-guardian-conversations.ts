import { queryOptions, useQuery } from '@tanstack/react-query';
import { guardianRequest, guardianViewKey } from './guardian-request';

/** `GET /api/guardian-view/conversations`: those whose other member agreed to the guardian. */
export const getGuardianConversations = (signal?: AbortSignal) =>
  guardianRequest('GET /api/guardian-view/conversations', {}, { signal });

export const guardianConversationsQueryOptions = () =>
  queryOptions({
    queryKey: [...guardianViewKey, 'conversations'],
    queryFn: ({ signal }) => getGuardianConversations(signal),
  });

export const useGuardianConversations = () => useQuery(guardianConversationsQueryOptions());
