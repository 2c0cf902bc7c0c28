/**
 * Photo access (docs/decisions/0030-photo-access.md) lives under these query keys: Settings → Photo
 * privacy reads them, and asking from a profile page refreshes them, without the two features
 * importing each other.
 */
export const photoAccessQueryKey = ['photo-access'] as const;
export const photoAccessOverviewQueryKey = [...photoAccessQueryKey, 'overview'] as const;
export const photoViewsQueryKey = [...photoAccessQueryKey, 'views'] as const;
