import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { photoAccessQueryKey } from '../../../lib/photo-access-keys';
import { profileQueryKey } from './get-profile';

/** `POST /api/profiles/{id}/photo-access`: ask a member to show her blurred photos clearly. */
export function askPhotoAccess(profileId: string) {
  return apiRequest('POST /api/profiles/:id/photo-access', { params: { id: profileId } });
}

export function useAskPhotoAccess(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => askPhotoAccess(profileId),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey(profileId) }),
        queryClient.invalidateQueries({ queryKey: photoAccessQueryKey }),
      ]),
  });
}
