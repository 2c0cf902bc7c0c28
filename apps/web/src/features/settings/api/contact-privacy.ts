import type { ContactPrivacyUpdate } from '@mithaq/contracts/contact-privacy';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const contactPrivacyQueryKey = ['settings', 'contact-privacy'] as const;

/** `GET /api/me/contact-privacy`: whether interest and first messages need a verified ID or selfie. */
export function getContactPrivacy(signal?: AbortSignal) {
  return apiRequest('GET /api/me/contact-privacy', {}, { signal });
}

export const contactPrivacyQueryOptions = () =>
  queryOptions({
    queryKey: contactPrivacyQueryKey,
    queryFn: ({ signal }) => getContactPrivacy(signal),
    staleTime: 30_000,
  });

export function useContactPrivacy() {
  return useQuery(contactPrivacyQueryOptions());
}

/** `PUT /api/me/contact-privacy` with the switch that changed; the answer is the whole state. */
export function updateContactPrivacy(change: ContactPrivacyUpdate) {
  return apiRequest('PUT /api/me/contact-privacy', { body: change });
}

export function useUpdateContactPrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContactPrivacy,
    onSuccess: (saved) => queryClient.setQueryData(contactPrivacyQueryKey, saved),
  });
}
