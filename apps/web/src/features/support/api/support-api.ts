import { SUPPORT_POLL_MS, TicketListSchema, TicketSchema } from '@mithaq/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { supportTicketsQueryKey as ticketsQueryKey } from '../../../lib/support-keys';

/** `GET /api/support`, polled every 10 s (spec section 9). */
export const useTickets = () =>
  useQuery({
    queryKey: ticketsQueryKey,
    queryFn: () => apiRequest('/api/support', { schema: TicketListSchema }),
    refetchInterval: SUPPORT_POLL_MS,
  });

export function useOpenTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { subject: string; message: string }) =>
      apiRequest('/api/support', { method: 'POST', body, schema: TicketSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsQueryKey }),
  });
}

export function useReplyToTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) =>
      apiRequest(`/api/support/${encodeURIComponent(id)}/reply`, {
        method: 'POST',
        body: { message },
        schema: TicketSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsQueryKey }),
  });
}
