import type { SavedList } from '@mithaq/contracts/shortlist';
import type { AppContext } from '../../platform/context.js';
import { findMemberById } from '../members/index.js';
import { savedListPage } from '../shortlist/index.js';
import { discovered } from './browse.service.js';

/**
 * `GET /api/shortlist`: the Saved list as cards like search's, each with the member's private note,
 * most recently saved first. Drawn here because discovery draws the cards; the marks are shortlist's.
 */
export async function savedList(ctx: AppContext, memberId: string, cursor?: string): Promise<SavedList> {
  const me = await findMemberById(ctx.db, memberId);
  if (!me) return { saved: [], total: 0, nextCursor: null };
  const page = await savedListPage(ctx, memberId, cursor);
  const cards = await discovered(
    ctx,
    me,
    page.rows.map((r) => ({ member: r.member, distanceKm: null })),
  );
  return {
    saved: page.rows.map((row, i) => ({
      profile: cards[i] as SavedList['saved'][number]['profile'],
      note: row.note,
      savedAt: row.savedAt.toISOString(),
    })),
    total: page.total,
    nextCursor: page.nextCursor,
  };
}
