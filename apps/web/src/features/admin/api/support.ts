import { TicketListSchema, TicketSchema } from '@mithaq/contracts/support';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';
import { adminRequest, useAdminMutation } from './admin-request';

export const useSupportQueue = (status: string, pollMs: number) =>
  useQuery({
    queryKey: adminKeys.supportQueue(status),
    queryFn: () => adminRequest(`/api/admin/support?status=${status}`, { schema: TicketListSchema }),
    refetchInterval: pollMs,
  });

/** `GET /api/admin/support/{id}?before=`: page 0 is the newest messages, each next page older. */
export const useStaffTicket = (id: string, pollMs: number) =>
  useInfiniteQuery({
    queryKey: adminKeys.supportTicket(id),
    queryFn: ({ pageParam, signal }) => {
      const query = pageParam ? `?${new URLSearchParams({ before: pageParam })}` : '';
      return adminRequest(`/api/admin/support/${encodeURIComponent(id)}${query}`, { schema: TicketSchema, signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.olderCursor,
    refetchInterval: pollMs,
  });

export const useStaffReply = () =>
  useAdminMutation(
    ({ id, message, status }: { id: string; message: string; status: string }) =>
      adminRequest(`/api/admin/support/${id}/reply`, {
        method: 'POST',
        body: { message, status },
        schema: TicketSchema,
      }),
    ({ id }) => [adminKeys.support(), adminKeys.supportTicket(id), adminKeys.audit()],
  );
