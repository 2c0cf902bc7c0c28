import type { CreateSavedSearch } from '@mithaq/contracts/saved-searches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { savedSearchesQueryKey } from './get-saved-searches';

/** `POST /api/saved-searches`: the search as its address holds it (`sect=Sunni&minAge=25`), named, with its alerts. */
export function createSavedSearch(body: CreateSavedSearch) {
  return apiRequest('POST /api/saved-searches', { body });
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchesQueryKey }),
  });
}
