import { SUPPORT_POLL_MS, type TicketListSchema, type TicketSchema } from '@mithaq/contracts/support';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { supportTicketsQueryKey as ticketsQueryKey } from '../../../lib/support-keys';

/** `GET /api/support`, polled every 10 s (spec section 9). */
export const useTickets = () =>
  useQuery({
    queryKey: ticketsQueryKey,
    queryFn: () => apiRequest<typeof TicketListSchema>('/api/support'),
    refetchInterval: SUPPORT_POLL_MS,
  });

export function useOpenTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { subject: string; message: string }) =>
      apiRequest<typeof TicketSchema>('/api/support', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsQueryKey }),
  });
}

export function useReplyToTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) =>
      apiRequest<typeof TicketSchema>(`/api/support/${encodeURIComponent(id)}/reply`, {
        method: 'POST',
        body: { message },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsQueryKey }),
  });
}
