import { BROWSE_PAGE_SIZE } from '@mithaq/contracts/profiles-api';
import type { BrowseFilters } from './get-profiles';

/** The query of `GET /api/profiles`: the filters set (trimmed), the cursor, then the page size. */
export function browseProfilesQuery(filters: BrowseFilters, cursor: string | null): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && String(value).trim() !== '') query[key] = String(value).trim();
  }
  if (cursor) query.cursor = cursor;
  query.limit = String(BROWSE_PAGE_SIZE);
  return query;
}
