import type { SavedSearchList } from '@mithaq/contracts/saved-searches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { savedSearchesQueryKey } from './get-saved-searches';

/** `DELETE /api/saved-searches/{id}`: the search and its alerts. */
export function deleteSavedSearch(id: string) {
  return apiRequest('DELETE /api/saved-searches/:id', { params: { id } });
}

/** Deletes a saved search; it leaves the list at once. */
export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<SavedSearchList>(
        savedSearchesQueryKey,
        (list) => list && { ...list, searches: list.searches.filter((s) => s.id !== id) },
      ),
  });
}
