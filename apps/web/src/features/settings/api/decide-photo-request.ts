import type { PhotoAccessDecision } from '@mithaq/contracts/photo-access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { photoAccessQueryKey } from '../../../lib/photo-access-keys';

/** `POST /api/photo-access/{requestId}`: share her photos with the asker, or decline (not told). */
export function decidePhotoRequest({ requestId, decision }: { requestId: string } & PhotoAccessDecision) {
  return apiRequest('POST /api/photo-access/:requestId', { params: { requestId }, body: { decision } });
}

export function useDecidePhotoRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidePhotoRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: photoAccessQueryKey }),
  });
}
