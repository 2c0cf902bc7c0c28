import { SUPPORT_POLL_MS } from '@mithaq/contracts/support';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { supportTicketsQueryKey as ticketsQueryKey } from '../../../lib/support-keys';

/** `GET /api/support`, polled every 10 s (spec section 9). */
export const useTickets = () =>
  useQuery({
    queryKey: ticketsQueryKey,
    queryFn: () => apiRequest('GET /api/support'),
    refetchInterval: SUPPORT_POLL_MS,
  });

export function useOpenTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { subject: string; message: string }) => apiRequest('POST /api/support', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsQueryKey }),
  });
}

export function useReplyToTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) =>
      apiRequest('POST /api/support/:id/reply', { params: { id }, body: { message } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsQueryKey }),
  });
}
