import type { NameDisplay } from '@mithaq/contracts/names';
import type { Member } from '@mithaq/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/current-member';

/** `PUT /api/me/name-display`: what members she is not matched with see of her name. */
export function updateNameDisplay(nameDisplay: NameDisplay) {
  return apiRequest('PUT /api/me/name-display', { body: { nameDisplay } });
}

export function useUpdateNameDisplay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNameDisplay,
    onSuccess: (saved) => queryClient.setQueryData<Member>(meQueryKey, (old) => (old ? { ...old, ...saved } : old)),
  });
}
