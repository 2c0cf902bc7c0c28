import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/current-member';

/** `PUT /api/me/time-zone`: the zone whose midnight starts the member's day. */
export function updateTimeZone(timeZone: string) {
  return apiRequest('PUT /api/me/time-zone', { body: { timeZone } });
}

export function useUpdateTimeZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTimeZone,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
