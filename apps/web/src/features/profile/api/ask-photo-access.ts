import type { PhotoAccessAskResponseSchema } from '@mithaq/contracts/photo-access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { photoAccessQueryKey } from '../../../lib/photo-access-keys';
import { profileQueryKey } from './get-profile';

/** `POST /api/profiles/{id}/photo-access`: ask a member to show her blurred photos clearly. */
export function askPhotoAccess(profileId: string) {
  return apiRequest<typeof PhotoAccessAskResponseSchema>(
    `/api/profiles/${encodeURIComponent(profileId)}/photo-access`,
    { method: 'POST' },
  );
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
