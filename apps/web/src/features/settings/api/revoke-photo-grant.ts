import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { photoAccessQueryKey } from '../../../lib/photo-access-keys';

/** `DELETE /api/photo-access/grants/{userId}`: the photos she shared stop opening for them at once. */
export function revokePhotoGrant(userId: string) {
  return apiRequest('DELETE /api/photo-access/grants/:userId', { params: { userId } });
}

export function useRevokePhotoGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokePhotoGrant,
    onSettled: () => queryClient.invalidateQueries({ queryKey: photoAccessQueryKey }),
  });
}
