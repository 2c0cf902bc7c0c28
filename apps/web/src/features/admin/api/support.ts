import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { EndpointBody, EndpointQuery } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';
import { adminRequest, useAdminMutation } from './admin-request';

export const useSupportQueue = (
  status: NonNullable<EndpointQuery<'GET /api/admin/support'>['status']>,
  pollMs: number,
) =>
  useQuery({
    queryKey: adminKeys.supportQueue(status),
    queryFn: () => adminRequest('GET /api/admin/support', { query: { status } }),
    refetchInterval: pollMs,
  });

/** `GET /api/admin/support/{id}?before=`: page 0 is the newest messages, each next page older. */
export const useStaffTicket = (id: string, pollMs: number) =>
  useInfiniteQuery({
    queryKey: adminKeys.supportTicket(id),
    queryFn: ({ pageParam, signal }) =>
      adminRequest(
        'GET /api/admin/support/:id',
        { params: { id }, query: { before: pageParam ?? undefined } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.olderCursor,
    refetchInterval: pollMs,
  });

export const useStaffReply = () =>
  useAdminMutation(
    ({ id, message, status }: { id: string } & EndpointBody<'POST /api/admin/support/:id/reply'>) =>
      adminRequest('POST /api/admin/support/:id/reply', { params: { id }, body: { message, status } }),
    ({ id }) => [adminKeys.support(), adminKeys.supportTicket(id), adminKeys.audit()],
  );
