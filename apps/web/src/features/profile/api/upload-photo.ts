import { PHOTO_FIELD } from '@mithaq/contracts/media';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/current-member';

/** POST /api/upload (multipart, field 'photo'): the new photo waits for review (photoStatus 'pending'). */
export function uploadPhoto(file: File) {
  const body = new FormData();
  body.append(PHOTO_FIELD, file);
  return apiRequest('POST /api/upload', { body });
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  const queryKey = meQueryKey;
  return useMutation({
    mutationFn: uploadPhoto,
    // The member's photoUrl carries a version, so refetching shows the new photo.
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}
