import type { Member } from '@mithaq/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/current-member';

/** POST /api/profiles/me/wizard-prompt: whether the wizard opens by itself now (recorded by the server). */
export function claimWizardPrompt() {
  return apiRequest('POST /api/profiles/me/wizard-prompt');
}

/** Asks once; the answer's date goes into the member, so this tab does not ask again until it is due. */
export function useClaimWizardPrompt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimWizardPrompt,
    onSuccess: ({ wizardPromptedAt }) =>
      queryClient.setQueryData<Member>(meQueryKey, (me) => (me ? { ...me, wizardPromptedAt } : me)),
  });
}
