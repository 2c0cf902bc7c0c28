import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { photoViewsQueryKey } from '../../../lib/photo-access-keys';

/** `GET /api/photo-access/views?cursor=`: who was shown her clear photo, newest first (90 days). */
export function getPhotoViews(cursor: string | null, signal?: AbortSignal) {
  return apiRequest('GET /api/photo-access/views', { query: { cursor: cursor ?? undefined } }, { signal });
}

export const photoViewsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: photoViewsQueryKey,
    queryFn: ({ pageParam, signal }) => getPhotoViews(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The log, 'Load more' fetching older pages by `nextCursor`. */
export function usePhotoViews() {
  return useInfiniteQuery(photoViewsQueryOptions());
}
