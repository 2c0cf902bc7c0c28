import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { photoAccessOverviewQueryKey } from '../../../lib/photo-access-keys';

/** `GET /api/photo-access`: requests received, grants made, requests sent, and the matches setting. */
export function getPhotoAccess({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest('GET /api/photo-access', {}, { signal });
}

export const photoAccessQueryOptions = () =>
  queryOptions({ queryKey: photoAccessOverviewQueryKey, queryFn: getPhotoAccess });

export function usePhotoAccess() {
  return useQuery(photoAccessQueryOptions());
}
