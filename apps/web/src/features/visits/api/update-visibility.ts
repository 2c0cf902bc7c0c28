import type { VisibilityUpdate } from '@mithaq/contracts/visits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { visibilityQueryKey } from './get-visibility';
import { visitorsQueryKey } from './get-visitors';

/**
 * `PUT /api/me/visibility` with what changed: the new state. Turning incognito on as a free member is
 * a 403 whose message says it is premium.
 */
export function updateVisibility(change: VisibilityUpdate) {
  return apiRequest('PUT /api/me/visibility', { body: change });
}

/**
 * Saves at once. Hiding one's visits also hides one's own visitors, and hiding one's activity hides
 * others' on the lists' cards (both reciprocal): those are read again.
 */
export function useUpdateVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVisibility,
    // Returned, so a change stays pending until what is on screen has been read again (Who viewed me
    // turning visits back on shows the list, not the explanation once more).
    onSuccess: (saved, change) => {
      queryClient.setQueryData(visibilityQueryKey, saved);
      return Promise.all([
        change.visitsShown === undefined ? null : queryClient.invalidateQueries({ queryKey: visitorsQueryKey }),
        change.activityShown === undefined ? null : queryClient.invalidateQueries({ queryKey: ['profiles'] }),
      ]);
    },
  });
}
