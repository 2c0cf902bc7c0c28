import type { PhotoAccessOverview, PhotoAccessSettings } from '@mithaq/contracts/photo-access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { photoAccessOverviewQueryKey } from '../../../lib/photo-access-keys';

/** `PUT /api/photo-access/settings`: whether her matches see her blurred photos clearly. */
export function updatePhotoSettings(settings: PhotoAccessSettings) {
  return apiRequest('PUT /api/photo-access/settings', { body: settings });
}

export function useUpdatePhotoSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePhotoSettings,
    onSuccess: (saved) =>
      queryClient.setQueryData<PhotoAccessOverview>(photoAccessOverviewQueryKey, (old) =>
        old ? { ...old, ...saved } : old,
      ),
  });
}
