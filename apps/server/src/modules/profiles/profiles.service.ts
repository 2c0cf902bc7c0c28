import {
  computeMatchScore,
  type MatchScore,
  MESSAGES,
  type Member,
  type Partner,
  PROFILE_MESSAGES,
  type UpdateProfileSchema,
  type ViewedProfile,
} from '@mithaq/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { findMemberById } from '../auth/auth.repo.js';
import { type AuthenticatedMember, getCurrentMember } from '../auth/auth.service.js';
import { findVisibleMember } from '../blocks/visibility.js';
import { interestConflict, interestRelation, isOppositeGender } from '../interests/interest-rules.js';
import { findInterestsBetween } from '../interests/interests.repo.js';
import { canBlurPhoto, photoUrlsFor } from '../media/photo-access.js';
import { type MemberRow, toPublicProfile } from '../members/member-mapper.js';
import * as repo from './profiles.repo.js';

type UpdateProfileInput = z.output<typeof UpdateProfileSchema>;

/** Unknown, inactive and blocked (either way) all answer the same 404, so a block is not revealed. */
async function requireVisible(ctx: AppContext, viewerId: string, otherId: string): Promise<MemberRow> {
  const other = await findVisibleMember(ctx, viewerId, otherId);
  if (!other) throw new AppError('NOT_FOUND', PROFILE_MESSAGES.notFound);
  return other;
}

/**
 * Spec section 2 "Profile view" of another member (or oneself), with where the two stand and whether
 * the viewer may send an interest from here (the same rules as the send itself, bar the quota).
 */
export async function viewProfile(
  ctx: AppContext,
  viewer: Pick<AuthenticatedMember, 'memberId' | 'gender'>,
  otherId: string,
): Promise<ViewedProfile> {
  const viewerId = viewer.memberId;
  const other = await requireVisible(ctx, viewerId, otherId);
  const isSelf = other.id === viewerId;
  const between = isSelf ? [] : await findInterestsBetween(ctx.db, viewerId, other.id);
  const interest = interestRelation(between, viewerId);
  const urls = await photoUrlsFor(ctx, viewerId, [other]);
  return {
    ...toPublicProfile(other, urls.get(other.id) ?? null),
    relationship: {
      interest,
      isMatch: interest === 'matched',
      // A member the viewer blocked is not found here, so blockedByMe is false on every 200.
      blockedByMe: false,
      canSendInterest:
        !isSelf && interestConflict(between, viewerId) === null && isOppositeGender(viewer.gender, other.gender),
    },
  };
}

/** Spec section 4 "Match": the score is offered only for matches. */
export async function getMatchScore(ctx: AppContext, viewerId: string, otherId: string): Promise<MatchScore> {
  const other = await requireVisible(ctx, viewerId, otherId);
  const between = other.id === viewerId ? [] : await findInterestsBetween(ctx.db, viewerId, other.id);
  if (interestRelation(between, viewerId) !== 'matched') {
    throw new AppError('FORBIDDEN', PROFILE_MESSAGES.matchScoreMatchesOnly);
  }
  const viewer = await findMemberById(ctx.db, viewerId);
  if (!viewer) throw new AppError('UNAUTHORIZED', MESSAGES.accountDeleted);
  return computeMatchScore(viewer, other);
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * PUT /api/profiles/me and the wizard's POST /api/profiles: saves only the keys sent (spec section
 * 5 "sends only changed fields"). Server-owned keys never reach here: the schema drops them.
 */
export async function updateOwnProfile(ctx: AppContext, memberId: string, input: UpdateProfileInput): Promise<Member> {
  const { partner, ...rest } = input;
  const changes = definedOnly(rest);
  const partnerChanges: Partial<Partner> = partner ? definedOnly(partner) : {};
  if (Object.keys(changes).length === 0 && Object.keys(partnerChanges).length === 0) {
    throw new AppError('BAD_REQUEST', MESSAGES.noChanges);
  }
  if (changes.photoBlurred === true) {
    // Spec sections 2 and 6: the blur toggle belongs to female owners only (case-insensitive).
    const row = await findMemberById(ctx.db, memberId);
    if (!canBlurPhoto(row?.gender)) throw new AppError('FORBIDDEN', PROFILE_MESSAGES.onlyWomenCanBlur);
  }
  await repo.updateProfile(ctx.db, memberId, changes, partnerChanges);
  return getCurrentMember(ctx, memberId);
}
