import { type ActivityBadge, activityBadge, joinedThisWeek } from '@mithaq/contracts/discovery';
import { MESSAGES } from '@mithaq/contracts/messages';
import {
  FREE_VISITS_PREVIEW,
  VISITORS_PAGE_SIZE,
  VISITS_KEPT_DAYS,
  VISITS_MESSAGES,
  type Visibility,
  type VisibilityUpdate,
  type VisitorsResponse,
} from '@mithaq/contracts/visits';
import { AppError } from '../../lib/app-error.js';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../lib/keyset-cursor.js';
import type { AppContext } from '../../platform/context.js';
import { thumbUrlsFor } from '../media/photo-access.js';
import { findMemberById } from '../members/index.js';
import { currentAge } from '../members/member-mapper.js';
import type { MemberRow } from '../members/member-row.js';
import { namesSeenBy } from '../members/shown-name.js';
import { isPremium } from '../membership/membership.js';
import * as repo from './visits.repo.js';

const DAY_MS = 24 * 3_600_000;

/** Opening another member's profile (profiles' `viewProfile`): recorded unless the viewer browses unseen. */
export async function recordProfileVisit(ctx: AppContext, viewerId: string, viewedId: string): Promise<void> {
  if (viewerId === viewedId) return;
  await repo.recordVisit(ctx.db, viewedId, viewerId, new Date(ctx.clock()));
}

/**
 * `GET /api/me/visitors` (docs/decisions/0065-coming-back.md "Who viewed me"): premium members see who,
 * newest first; free members the count and when the latest few came; a member who is not seen viewing
 * sees no one (reciprocal).
 */
export async function listVisitors(ctx: AppContext, memberId: string, cursor?: string): Promise<VisitorsResponse> {
  const me = await findMemberById(ctx.db, memberId);
  if (!me?.visitsShown) return { view: 'hidden' };
  const now = new Date(ctx.clock());
  const since = new Date(now.getTime() - VISITS_KEPT_DAYS * DAY_MS);
  const after = cursor ? decodeKeysetCursor(cursor) : null;
  if (cursor && !after) throw new AppError('BAD_REQUEST', VISITS_MESSAGES.invalidCursor);
  const total = await repo.countVisitors(ctx.db, memberId, since);
  if (!isPremium(me, now)) {
    const latest = await repo.visitorsPage(ctx.db, memberId, since, null, FREE_VISITS_PREVIEW);
    return {
      view: 'preview',
      total,
      latest: latest.slice(0, FREE_VISITS_PREVIEW).map((r) => ({ viewedAt: r.viewedAt.toISOString() })),
    };
  }
  const rows = await repo.visitorsPage(ctx.db, memberId, since, after, VISITORS_PAGE_SIZE);
  const shown = rows.slice(0, VISITORS_PAGE_SIZE);
  const others = shown.map((r) => r.member);
  const [urls, nameOf] = await Promise.all([
    thumbUrlsFor(ctx, memberId, others),
    namesSeenBy(ctx.db, memberId, others),
  ]);
  const last = shown.at(-1);
  return {
    view: 'full',
    total,
    visitors: shown.map(({ member, viewedAt }) => ({
      _id: member.id,
      fullName: nameOf(member),
      age: currentAge(member, now),
      city: member.city,
      photoUrl: urls.get(member.id) ?? null,
      isVerified: member.isVerified,
      viewedAt: viewedAt.toISOString(),
    })),
    nextCursor:
      rows.length > VISITORS_PAGE_SIZE && last ? encodeKeysetCursor(last.viewedAtMicros, last.member.id) : null,
  };
}

/** Incognito as it counts now: on, and premium still lasting. */
function visibilityOf(
  row: Pick<MemberRow, 'incognito' | 'visitsShown' | 'activityShown' | 'membershipTier' | 'premiumUntil'>,
  now: Date,
): Visibility {
  return {
    incognito: row.incognito && isPremium(row, now),
    visitsShown: row.visitsShown,
    activityShown: row.activityShown,
  };
}

export async function getVisibility(ctx: AppContext, memberId: string): Promise<Visibility> {
  const me = await findMemberById(ctx.db, memberId);
  if (!me) throw new AppError('UNAUTHORIZED', MESSAGES.signInRequired);
  return visibilityOf(me, new Date(ctx.clock()));
}

/** `PUT /api/me/visibility`: takes effect in every list at once (they read these columns per request). */
export async function setVisibility(ctx: AppContext, memberId: string, change: VisibilityUpdate): Promise<Visibility> {
  const now = new Date(ctx.clock());
  if (change.incognito === true) {
    const me = await findMemberById(ctx.db, memberId);
    if (!me || !isPremium(me, now)) throw new AppError('FORBIDDEN', VISITS_MESSAGES.incognitoPremium);
  }
  const row = await repo.updateVisibility(ctx.db, memberId, change);
  if (!row) throw new AppError('UNAUTHORIZED', MESSAGES.signInRequired);
  return visibilityOf(row, now);
}

export interface CardActivity {
  joinedThisWeek: boolean;
  activity: ActivityBadge | null;
}

/**
 * A card's "Joined this week" and "Active today / this week": the activity line only when both the
 * member and the viewer show their own (reciprocal).
 */
export function cardActivity(
  viewer: Pick<MemberRow, 'activityShown'>,
  member: Pick<MemberRow, 'activityShown' | 'lastActiveAt' | 'createdAt'>,
  now: Date,
): CardActivity {
  const shown = viewer.activityShown && member.activityShown;
  return {
    joinedThisWeek: joinedThisWeek(member.createdAt, now),
    activity: shown ? activityBadge(member.lastActiveAt, now) : null,
  };
}

/** The hourly purge: visits past the days the log keeps. */
export const purgeOldVisits = (db: AppContext['db'], nowMs: number) =>
  repo.deleteVisitsBefore(db, new Date(nowMs - VISITS_KEPT_DAYS * DAY_MS));
