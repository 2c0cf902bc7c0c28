import type { GovtIdType } from '@mithaq/contracts/options';
import type { ContactUpdateInput } from '@mithaq/contracts/verification';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../../lib/current-member';

export const verificationStatusKey = ['verification', 'status'] as const;

export const verificationStatusQuery = () =>
  queryOptions({
    queryKey: verificationStatusKey,
    queryFn: () => apiRequest('GET /api/verify/status'),
  });

/** Spec section 7: loaded on open and after each change. */
export const useVerificationStatus = () => useQuery(verificationStatusQuery());

export { usePublicConfig } from '../../../lib/public-config';

/** After any verification change: the status and `me` (badges, menu) reload (spec section 7). */
export function useRefreshVerification() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: verificationStatusKey }),
      queryClient.invalidateQueries({ queryKey: meQueryKey }),
    ]);
}

/** `PUT /api/users/{id}` with `{email}` or `{phone}`, and `currentPassword` when it changes. */
export function useSaveContact(memberId: string) {
  const refresh = useRefreshVerification();
  return useMutation({
    mutationFn: (body: ContactUpdateInput) => apiRequest('PUT /api/users/:id', { params: { id: memberId }, body }),
    onSuccess: refresh,
  });
}

export type Channel = 'email' | 'phone';

/** `POST /api/verify/{channel}/request`: a new code (the previous one stops working). */
export function useRequestCode(channel: Channel) {
  return useMutation({
    mutationFn: () => apiRequest(`POST /api/verify/${channel}/request` as const),
  });
}

/** `POST /api/verify/{channel}/verify {otp}`. */
export function useVerifyCode(channel: Channel) {
  const refresh = useRefreshVerification();
  return useMutation({
    mutationFn: (otp: string) => apiRequest(`POST /api/verify/${channel}/verify` as const, { body: { otp } }),
    onSuccess: refresh,
  });
}

/** `POST /api/verify/phone/firebase {token}`: the ID token Firebase gave after the SMS code. */
export function useVerifyFirebaseToken() {
  const refresh = useRefreshVerification();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest('POST /api/verify/phone/:provider', { params: { provider: 'firebase' }, body: { token } }),
    onSuccess: refresh,
  });
}

/** `POST /api/verify/govt-id` (multipart: file, idType). */
export function useUploadId() {
  const refresh = useRefreshVerification();
  return useMutation({
    mutationFn: ({ file, idType }: { file: File; idType: GovtIdType }) => {
      const form = new FormData();
      form.append('idType', idType);
      form.append('file', file);
      return apiRequest('POST /api/verify/govt-id', { body: form });
    },
    onSuccess: refresh,
  });
}
