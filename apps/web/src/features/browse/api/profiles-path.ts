import { BROWSE_PAGE_SIZE } from '@mithaq/contracts/profiles-api';
import type { BrowseFilters } from './get-profiles';

/** `/api/profiles?location=&...&cursor=&limit=`: empty filters are left out of the query. */
export function browseProfilesPath(filters: BrowseFilters, cursor: string | null): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && String(value).trim() !== '') params.set(key, String(value).trim());
  }
  if (cursor) params.set('cursor', cursor);
  params.set('limit', String(BROWSE_PAGE_SIZE));
  return `/api/profiles?${params}`;
}
