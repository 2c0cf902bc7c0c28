import {
  type HiddenList,
  SAVED_MAX,
  type SavedState,
  SHORTLIST_MESSAGES,
  SHORTLIST_PAGE_SIZE,
} from '@mithaq/contracts/shortlist';
import { AppError } from '../../lib/app-error.js';
import { decodeKeysetCursor, encodeKeysetCursor, type KeysetPosition } from '../../lib/keyset-cursor.js';
import type { AppContext } from '../../platform/context.js';
import { findVisibleMember } from '../blocks/visibility.js';
import { thumbUrlsFor } from '../media/photo-access.js';
import { currentAge } from '../members/member-mapper.js';
import { namesSeenBy } from '../members/shown-name.js';
import * as repo from './shortlist.repo.js';

/** A cursor of the two lists, or a 400 for anything that is not one. */
function positionOf(cursor: string | undefined): KeysetPosition | null {
  if (!cursor) return null;
  const position = decodeKeysetCursor(cursor);
  if (!position) throw new AppError('BAD_REQUEST', SHORTLIST_MESSAGES.invalidCursor);
  return position;
}

/** The other member, if the viewer may see them at all (unknown, away and blocked answer the same 404). */
async function requireMarkable(ctx: AppContext, memberId: string, otherId: string, selfMessage: string) {
  if (memberId === otherId) throw new AppError('BAD_REQUEST', selfMessage);
  const other = await findVisibleMember(ctx, memberId, otherId);
  if (!other) throw new AppError('NOT_FOUND', SHORTLIST_MESSAGES.notFound);
  return other;
}

/**
 * `PUT /api/shortlist/{id}`: saves the member (saving again changes nothing) and sets the note when
 * one is sent. Saving someone marked "not interested" takes that mark away: the two cannot both hold.
 */
export async function saveMember(
  ctx: AppContext,
  memberId: string,
  otherId: string,
  note: string | undefined,
): Promise<SavedState> {
  await requireMarkable(ctx, memberId, otherId, SHORTLIST_MESSAGES.saveSelf);
  const now = new Date(ctx.clock());
  const saved = await ctx.db.transaction(async (tx) => {
    const already = (await repo.marksOnTx(tx, memberId, otherId)).saved;
    if (!already && (await repo.countSaved(tx, memberId)) >= SAVED_MAX) {
      throw new AppError('CONFLICT', SHORTLIST_MESSAGES.listFull);
    }
    await repo.deleteHidden(tx, memberId, otherId);
    return repo.upsertSaved(tx, memberId, otherId, note, now);
  });
  return { saved: true, note: saved };
}

/** `DELETE /api/shortlist/{id}`: idempotent; the note goes with it. */
export async function unsaveMember(ctx: AppContext, memberId: string, otherId: string): Promise<SavedState> {
  await repo.deleteSaved(ctx.db, memberId, otherId);
  return { saved: false, note: '' };
}

/**
 * `PUT /api/not-interested/{id}`: the member leaves every list of the viewer's for good (until undone),
 * and leaves the Saved list. Not a block, and never told to the other member.
 */
export async function markNotInterested(ctx: AppContext, memberId: string, otherId: string) {
  await requireMarkable(ctx, memberId, otherId, SHORTLIST_MESSAGES.hideSelf);
  const now = new Date(ctx.clock());
  await ctx.db.transaction(async (tx) => {
    await repo.insertHidden(tx, memberId, otherId, now);
    await repo.deleteSaved(tx, memberId, otherId);
  });
  return { notInterested: true };
}

/** `DELETE /api/not-interested/{id}`: the undo, from the toast or the Settings list. */
export async function undoNotInterested(ctx: AppContext, memberId: string, otherId: string) {
  await repo.deleteHidden(ctx.db, memberId, otherId);
  return { notInterested: false };
}

/** `GET /api/not-interested`: enough of each member to recognise them and undo. */
export async function listNotInterested(ctx: AppContext, memberId: string, cursor?: string): Promise<HiddenList> {
  const rows = await repo.hiddenPage(ctx.db, memberId, positionOf(cursor), SHORTLIST_PAGE_SIZE);
  const shown = rows.slice(0, SHORTLIST_PAGE_SIZE);
  const others = shown.map((r) => r.member);
  const [urls, nameOf] = await Promise.all([
    thumbUrlsFor(ctx, memberId, others),
    namesSeenBy(ctx.db, memberId, others),
  ]);
  const last = shown.at(-1);
  return {
    members: shown.map(({ member, hiddenAt }) => ({
      _id: member.id,
      fullName: nameOf(member),
      age: currentAge(member),
      city: member.city,
      photoUrl: member.accountStatus === 'active' ? (urls.get(member.id) ?? null) : null,
      hiddenAt: hiddenAt.toISOString(),
    })),
    nextCursor:
      rows.length > SHORTLIST_PAGE_SIZE && last ? encodeKeysetCursor(last.hiddenAtMicros, last.member.id) : null,
  };
}

/** One page of the Saved list's rows, for discovery to draw as cards (GET /api/shortlist). */
export async function savedListPage(ctx: AppContext, memberId: string, cursor?: string) {
  const [rows, total] = await Promise.all([
    repo.savedPage(ctx.db, memberId, positionOf(cursor), SHORTLIST_PAGE_SIZE),
    repo.countListedSaved(ctx.db, memberId),
  ]);
  const shown = rows.slice(0, SHORTLIST_PAGE_SIZE);
  const last = shown.at(-1);
  return {
    rows: shown,
    total,
    nextCursor:
      rows.length > SHORTLIST_PAGE_SIZE && last ? encodeKeysetCursor(last.savedAtMicros, last.member.id) : null,
  };
}

/** What the viewer's marks on one member are, for the profile page. */
export const marksOn = (ctx: AppContext, memberId: string, otherId: string) => repo.marksOn(ctx.db, memberId, otherId);

/** Which of the listed members the viewer has saved, for the cards' Save buttons. */
export const savedAmong = (ctx: AppContext, memberId: string, ids: string[]) => repo.savedAmong(ctx.db, memberId, ids);
