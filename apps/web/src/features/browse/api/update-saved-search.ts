import type { SavedSearchList, UpdateSavedSearch } from '@mithaq/contracts/saved-searches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { savedSearchesQueryKey } from './get-saved-searches';

/** `PATCH /api/saved-searches/{id}`: a new name, other alerts, or both. */
export function updateSavedSearch({ id, ...changes }: UpdateSavedSearch & { id: string }) {
  return apiRequest('PATCH /api/saved-searches/:id', { params: { id }, body: changes });
}

/** Renames a saved search or changes its alerts; the list shows the answer at once. */
export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavedSearch,
    onSuccess: (search) =>
      queryClient.setQueryData<SavedSearchList>(
        savedSearchesQueryKey,
        (list) => list && { ...list, searches: list.searches.map((s) => (s.id === search.id ? search : s)) },
      ),
  });
}
