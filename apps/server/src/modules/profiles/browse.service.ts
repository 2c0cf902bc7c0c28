import { type BrowseQuerySchema, type BrowseResponse, PROFILE_MESSAGES } from '@mithaq/contracts/profiles-api';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { AuthenticatedMember } from '../../lib/principals.js';
import type { AppContext } from '../../platform/context.js';
import { oppositeGender } from '../interests/interest-rules.js';
import { photoUrlsFor } from '../media/photo-access.js';
import { toPublicProfile } from '../members/member-mapper.js';
import { namesSeenBy } from '../members/shown-name.js';
import { decodeBrowseCursor, encodeBrowseCursor } from './browse-cursor.js';
import * as repo from './profiles.repo.js';

/**
 * Spec section 2 "Browse": active members of the opposite gender, minus anyone either side blocked
 * and anyone with an interest row between the two in any status, so a declined interest keeps both
 * out of each other's browse (docs/decisions/0007-profiles-browse-interests-server.md "Declined interests").
 */
export async function browseProfiles(
  ctx: AppContext,
  viewer: Pick<AuthenticatedMember, 'memberId' | 'gender'>,
  query: z.output<typeof BrowseQuerySchema>,
): Promise<BrowseResponse> {
  const after = query.cursor ? decodeBrowseCursor(query.cursor) : null;
  if (query.cursor && !after) throw new AppError('BAD_REQUEST', PROFILE_MESSAGES.invalidCursor);
  const viewerId = viewer.memberId;
  const gender = oppositeGender(viewer.gender);
  if (!gender) return { profiles: [], nextCursor: null };
  const { cursor: _cursor, verifiedOnly, ...filters } = query;
  const rows = await repo.browseMembers(ctx.db, {
    ...filters,
    verifiedOnly: verifiedOnly === 'true',
    viewerId,
    gender,
    after,
  });
  const page = rows.slice(0, query.limit);
  const others = page.map((r) => r.member);
  const [urls, nameOf] = await Promise.all([
    photoUrlsFor(ctx, viewerId, others),
    namesSeenBy(ctx.db, viewerId, others),
  ]);
  const last = page.at(-1);
  return {
    profiles: page.map((r) => toPublicProfile(r.member, urls.get(r.member.id) ?? null, nameOf(r.member))),
    nextCursor:
      rows.length > query.limit && last ? encodeBrowseCursor(last.checks, last.createdAtMicros, last.member.id) : null,
  };
}
