import type { UpdateProfileInput } from '@mithaq/contracts/profiles-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/current-member';

/** PUT /api/profiles/me with only the changed fields (partner merged key by key on the server). */
export function updateProfile(input: UpdateProfileInput) {
  return apiRequest('PUT /api/profiles/me', { body: input });
}

/** Section edits and the photo-blur toggle; the answer is the saved member, so the cache takes it as is. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const queryKey = meQueryKey;
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (member) => {
      queryClient.setQueryData(queryKey, member);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
