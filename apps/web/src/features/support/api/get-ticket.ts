import { SUPPORT_POLL_MS } from '@mithaq/contracts/support';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { supportTicketsQueryKey } from '../../../lib/support-keys';

/** Under the list's key, so whatever refreshes the list (a reply, the live stream) refreshes the open ticket too. */
export const ticketQueryKey = (id: string) => [...supportTicketsQueryKey, id] as const;

/** `GET /api/support/{id}?before=`: the ticket with its newest messages, or the page older than `before`. */
export function getTicket(id: string, before: string | null, signal?: AbortSignal) {
  return apiRequest('GET /api/support/:id', { params: { id }, query: { before: before ?? undefined } }, { signal });
}

/** Page 0 is the newest; 'Show earlier messages' fetches the next by `olderCursor`. */
export const ticketQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: ticketQueryKey(id),
    queryFn: ({ pageParam, signal }) => getTicket(id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.olderCursor,
  });

/** The open ticket, polled like the list (spec section 9) so a staff answer shows without the stream. */
export const useTicket = (id: string) =>
  useInfiniteQuery({ ...ticketQueryOptions(id), refetchInterval: SUPPORT_POLL_MS });
