import type { UndoContactChangeInput } from '@mithaq/contracts/verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session-store';

/** `POST /api/account/contact-undo`: the token of the link the previous address received. */
export function undoContactChange(input: UndoContactChangeInput) {
  return apiRequest('POST /api/account/contact-undo', { body: input }, { signOutOn401: false });
}

/** An undo ends every session, this browser's too: it forgets its token and cached data. */
export function useUndoContactChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoContactChange,
    onSuccess: () => {
      sessionStore.setToken(null);
      queryClient.clear();
    },
  });
}
