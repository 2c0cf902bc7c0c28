import type { UpdateProfileInput } from '@mithaq/contracts/profiles-api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/current-member';

/** POST /api/profiles: the wizard's save (spec section 7), with only filled, changed fields. */
export function saveWizard(input: UpdateProfileInput) {
  return apiRequest('POST /api/profiles', { body: input });
}

export function useSaveWizard() {
  const queryClient = useQueryClient();
  const queryKey = meQueryKey;
  return useMutation({
    mutationFn: saveWizard,
    onSuccess: (member) => {
      queryClient.setQueryData(queryKey, member);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
