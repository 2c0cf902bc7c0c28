import {
  type CreateSavedSearchSchema,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCHES_MAX,
  type SavedSearch,
  type SavedSearchList,
  type UpdateSavedSearchSchema,
} from '@mithaq/contracts/saved-searches';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../platform/context.js';
import { oppositeGender } from '../interests/interest-rules.js';
import { findMemberById } from '../members/index.js';
import { filterColumns, readSavedQuery } from './saved-search-filters.js';
import * as repo from './saved-searches.repo.js';

const toSavedSearch = (row: repo.SavedSearchRow, newSinceAlert: number): SavedSearch => ({
  id: row.id,
  name: row.name,
  query: row.query,
  alerts: row.alerts as SavedSearch['alerts'],
  createdAt: row.createdAt.toISOString(),
  newSinceAlert,
});

export async function listSavedSearches(ctx: AppContext, memberId: string): Promise<SavedSearchList> {
  const rows = await repo.listSearches(ctx.db, memberId);
  return { searches: rows.map((r) => toSavedSearch(r.search, r.newSinceAlert)), max: SAVED_SEARCHES_MAX };
}

/** `POST /api/saved-searches`: the search checked as search checks it, at most SAVED_SEARCHES_MAX. */
export async function createSavedSearch(
  ctx: AppContext,
  memberId: string,
  input: z.output<typeof CreateSavedSearchSchema>,
): Promise<SavedSearch> {
  const owner = await findMemberById(ctx.db, memberId);
  const gender = owner ? oppositeGender(owner.gender) : null;
  if (!owner || !gender) throw new AppError('BAD_REQUEST', SAVED_SEARCH_MESSAGES.emptySearch);
  const { query, filters } = readSavedQuery(input.query);
  const columns = await filterColumns(ctx, owner, filters);
  const row = await ctx.db.transaction(async (tx) => {
    if ((await repo.countSearchesLocked(tx, memberId)) >= SAVED_SEARCHES_MAX) {
      throw new AppError('CONFLICT', SAVED_SEARCH_MESSAGES.tooMany);
    }
    return repo.insertSearch(tx, { memberId, name: input.name, query, alerts: input.alerts, gender, ...columns });
  });
  return toSavedSearch(row, 0);
}

export async function updateSavedSearch(
  ctx: AppContext,
  memberId: string,
  searchId: string,
  change: z.output<typeof UpdateSavedSearchSchema>,
): Promise<SavedSearch> {
  const row = await repo.updateSearch(ctx.db, memberId, searchId, change);
  if (!row) throw new AppError('NOT_FOUND', SAVED_SEARCH_MESSAGES.notFound);
  return toSavedSearch(row, await repo.countUntold(ctx.db, row.id));
}

export async function deleteSavedSearch(ctx: AppContext, memberId: string, searchId: string) {
  if (!(await repo.deleteSearch(ctx.db, memberId, searchId))) {
    throw new AppError('NOT_FOUND', SAVED_SEARCH_MESSAGES.notFound);
  }
  return { ok: true as const };
}

/** The member's own search, or null (the unsubscribe link checks its search is still there). */
export async function findOwnSearch(ctx: AppContext, memberId: string, searchId: string) {
  const row = await repo.findSearch(ctx.db, searchId);
  return row?.memberId === memberId ? row : null;
}
