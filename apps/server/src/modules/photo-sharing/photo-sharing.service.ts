import { MESSAGES } from '@mithaq/contracts/messages';
import {
  PHOTO_ACCESS_MESSAGES,
  PHOTO_ASKS_PER_DAY,
  type PhotoAccessAskResponse,
  type PhotoAccessDecision,
  type PhotoAccessMember,
  type PhotoAccessOverview,
  type PhotoAccessSettings,
  type PhotoAccessState,
  type PhotoViews,
} from '@mithaq/contracts/photo-access';
import { PROFILE_MESSAGES } from '@mithaq/contracts/profiles-api';
import { zonedDayStart } from '@mithaq/contracts/time-zone';
import { zoneInForce } from '@mithaq/contracts/time-zone-change';
import { AppError } from '../../lib/app-error.js';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../lib/keyset-cursor.js';
import type { AppContext } from '../../platform/context.js';
import { findVisibleMember } from '../blocks/visibility.js';
import * as views from '../media/index.js';
import { photoSeenAs, thumbUrlsFor } from '../media/photo-access.js';
import { findMemberById } from '../members/index.js';
import type { MemberRow } from '../members/member-row.js';
import { namesSeenBy } from '../members/shown-name.js';
import { notify } from '../notifications/notifications.service.js';
import { blurredPhotoState, mayAskAgain, sentRequestState } from './ask-rules.js';
import * as repo from './photo-sharing.repo.js';

/**
 * `POST /api/profiles/{id}/photo-access`: asks a member whose photo the asker is given blurred to
 * share it. Ten asks a day (the asker's own day, in the zone in force:
 * docs/decisions/0047-time-zone-changes-and-limits.md), one request per pair, asked again only 30 days after the last
 * ask or answer (docs/decisions/0030-photo-access.md). The owner is told in the app.
 */
export async function askForPhotos(ctx: AppContext, askerId: string, ownerId: string): Promise<PhotoAccessAskResponse> {
  if (askerId === ownerId) throw new AppError('BAD_REQUEST', PHOTO_ACCESS_MESSAGES.askSelf);
  const owner = await findVisibleMember(ctx, askerId, ownerId);
  if (!owner) throw new AppError('NOT_FOUND', PROFILE_MESSAGES.notFound);
  if (!owner.photoBlurred) throw new AppError('CONFLICT', PHOTO_ACCESS_MESSAGES.notBlurred);
  const seen = await photoSeenAs(ctx, askerId, owner);
  if (seen === 'clear') throw new AppError('CONFLICT', PHOTO_ACCESS_MESSAGES.alreadyClear);
  if (seen === 'none') throw new AppError('CONFLICT', PHOTO_ACCESS_MESSAGES.noPhoto);
  const now = new Date(ctx.clock());
  const requestId = await ctx.db.transaction(async (tx) => {
    const asker = await repo.lockMember(tx, askerId);
    if (!asker) throw new AppError('UNAUTHORIZED', MESSAGES.accountDeleted);
    if (!mayAskAgain(await repo.findRequest(tx, ownerId, askerId), now)) {
      throw new AppError('CONFLICT', PHOTO_ACCESS_MESSAGES.alreadyAsked);
    }
    const dayStart = zonedDayStart(now, zoneInForce(asker, now));
    if ((await repo.countAsksSince(tx, askerId, dayStart)) >= PHOTO_ASKS_PER_DAY) {
      throw new AppError('RATE_LIMITED', PHOTO_ACCESS_MESSAGES.tooManyAsks);
    }
    const id = await repo.upsertRequest(tx, ownerId, askerId, now);
    await notify(ctx, tx, { memberId: ownerId, type: 'photo-access-requested', actorId: askerId });
    return id;
  });
  return { requestId, photoAccess: 'requested' };
}

/**
 * What the viewer of a profile may do about its photo, given the address issued to them (null:
 * none). Only a blurred owner's photo has anything to ask for.
 */
export async function photoAccessState(
  ctx: AppContext,
  viewerId: string,
  owner: Pick<MemberRow, 'id' | 'photoBlurred'>,
  issuedVariant: string | null,
): Promise<PhotoAccessState | null> {
  if (owner.id === viewerId || !owner.photoBlurred || issuedVariant === null) return null;
  if (issuedVariant !== 'blur' && issuedVariant !== 'blur_thumb') return 'clear';
  return blurredPhotoState(await repo.findRequest(ctx.db, owner.id, viewerId), new Date());
}

/** `POST /api/photo-access/{requestId}`: the owner grants or declines; only a grant is told. */
export async function decideRequest(
  ctx: AppContext,
  ownerId: string,
  requestId: string,
  { decision }: PhotoAccessDecision,
) {
  const status = decision === 'grant' ? 'granted' : 'declined';
  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const request = await repo.decidePendingRequest(tx, ownerId, requestId, status, now);
    if (!request) throw new AppError('NOT_FOUND', PHOTO_ACCESS_MESSAGES.requestNotFound);
    if (status === 'declined') return; // silent: the asker keeps waiting (docs/decisions/0030-photo-access.md)
    await repo.upsertGrant(tx, ownerId, request.requesterId, now);
    await notify(ctx, tx, { memberId: request.requesterId, type: 'photo-access-granted', actorId: ownerId });
  });
  return { requestId, status } as const;
}

/** `DELETE /api/photo-access/grants/{userId}`: ends the grant and every address issued on it, at once. */
export async function revokeGrant(ctx: AppContext, ownerId: string, granteeId: string) {
  const revoked = await ctx.db.transaction((tx) => repo.revokeGrant(tx, ownerId, granteeId, new Date()));
  if (!revoked) throw new AppError('NOT_FOUND', PHOTO_ACCESS_MESSAGES.grantNotFound);
  return { ok: true } as const;
}

/** `PUT /api/photo-access/settings`: whether her matches see her blurred photos clearly. */
export async function updateSettings(ctx: AppContext, memberId: string, settings: PhotoAccessSettings) {
  await repo.setMatchesSeePhotos(ctx.db, memberId, settings.matchesSeePhotos);
  return settings;
}

/** The other members of some rows as the reader may see them (one photo query for all). */
async function membersAsSeen(ctx: AppContext, readerId: string, rows: MemberRow[]) {
  const unique = [...new Map(rows.map((m) => [m.id, m])).values()];
  const [photos, nameOf] = await Promise.all([
    thumbUrlsFor(ctx, readerId, unique),
    namesSeenBy(ctx.db, readerId, unique),
  ]);
  return (m: MemberRow): PhotoAccessMember => ({
    _id: m.id,
    fullName: nameOf(m),
    photoUrl: photos.get(m.id) ?? null,
    city: m.city,
  });
}

/** `GET /api/photo-access`: requests she received, grants she made, requests she sent. */
export async function getOverview(ctx: AppContext, memberId: string): Promise<PhotoAccessOverview> {
  const me = await findMemberById(ctx.db, memberId);
  if (!me) throw new AppError('UNAUTHORIZED', MESSAGES.accountDeleted);
  const [received, grants, sent] = await Promise.all([
    repo.listReceived(ctx.db, memberId),
    repo.listGrants(ctx.db, memberId),
    repo.listSent(ctx.db, memberId),
  ]);
  const asSeen = await membersAsSeen(
    ctx,
    memberId,
    [...received, ...grants, ...sent].map((r) => r.member),
  );
  return {
    photoBlurred: me.photoBlurred,
    matchesSeePhotos: me.matchesSeePhotos,
    received: received.map(({ request, member }) => ({
      requestId: request.id,
      member: asSeen(member),
      askedAt: request.createdAt.toISOString(),
    })),
    grants: grants.map(({ grant, member }) => ({ member: asSeen(member), grantedAt: grant.grantedAt.toISOString() })),
    sent: sent.map(({ request, member, grant }) => ({
      requestId: request.id,
      member: asSeen(member),
      askedAt: request.createdAt.toISOString(),
      state: sentRequestState(request.status, grant),
    })),
  };
}

/** `GET /api/photo-access/views`: who was given her clear photo, newest first, a page at a time. */
export async function listViews(
  ctx: AppContext,
  ownerId: string,
  query: { cursor?: string | undefined; limit: number },
): Promise<PhotoViews> {
  const after = query.cursor ? decodeKeysetCursor(query.cursor) : null;
  if (query.cursor && !after) throw new AppError('BAD_REQUEST', PROFILE_MESSAGES.invalidCursor);
  const rows = await views.listPhotoViews(ctx.db, ownerId, after, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const asSeen = await membersAsSeen(
    ctx,
    ownerId,
    page.map((r) => r.viewer),
  );
  const last = page.at(-1);
  return {
    items: page.map((r) => ({ member: asSeen(r.viewer), viewedAt: r.viewedAt.toISOString() })),
    nextCursor: rows.length > query.limit && last ? encodeKeysetCursor(last.viewedAtMicros, last.viewer.id) : null,
  };
}

/** Her side of photo access for her data export: every request either way, every grant, the log. */
export async function photoAccessForExport(ctx: AppContext, memberId: string) {
  const [received, grants, sent, log] = await Promise.all([
    repo.listAllReceived(ctx.db, memberId),
    repo.listGrants(ctx.db, memberId, true),
    repo.listSent(ctx.db, memberId),
    views.allPhotoViews(ctx.db, memberId),
  ]);
  // Named as she sees them on the site (docs/decisions/0054-short-names.md).
  const nameOf = await namesSeenBy(ctx.db, memberId, [
    ...[...received, ...grants, ...sent].map((r) => r.member),
    ...log.map((v) => ({ id: v.viewerId, fullName: v.fullName, nameDisplay: v.nameDisplay })),
  ]);
  const who = (m: MemberRow) => ({ _id: m.id, fullName: nameOf(m) });
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    requestsReceived: received.map(({ request, member }) => ({
      member: who(member),
      status: request.status,
      askedAt: request.createdAt.toISOString(),
      answeredAt: iso(request.decidedAt),
    })),
    grants: grants.map(({ grant, member }) => ({
      member: who(member),
      grantedAt: grant.grantedAt.toISOString(),
      revokedAt: iso(grant.revokedAt),
    })),
    requestsSent: sent.map(({ request, member, grant }) => ({
      member: who(member),
      state: sentRequestState(request.status, grant),
      askedAt: request.createdAt.toISOString(),
    })),
    photoViews: log.map((v) => ({
      member: {
        _id: v.viewerId,
        fullName: nameOf({ id: v.viewerId, fullName: v.fullName, nameDisplay: v.nameDisplay }),
      },
      viewedAt: v.viewedAt.toISOString(),
    })),
  };
}
