import {
  computeMatchScore,
  isWizardPromptDue,
  type MatchScore,
  MESSAGES,
  type Member,
  type Partner,
  PROFILE_MESSAGES,
  type UpdateProfileSchema,
  type ViewedProfile,
  WIZARD_PROMPT_INTERVAL_DAYS,
  type WizardPrompt,
} from '@mithaq/contracts';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { findMemberById } from '../auth/auth.repo.js';
import { getCurrentMember } from '../auth/auth.service.js';
import { findVisibleMember } from '../blocks/visibility.js';
import { interestRelation } from '../interests/interest-rules.js';
import { findInterestsBetween } from '../interests/interests.repo.js';
import { canBlurPhoto, photoUrlsFor } from '../media/photo-access.js';
import { iso, type MemberRow, toPublicProfile } from '../members/member-mapper.js';
import * as repo from './profiles.repo.js';

type UpdateProfileInput = z.output<typeof UpdateProfileSchema>;

/** Unknown, inactive and blocked (either way) all answer the same 404, so a block is not revealed. */
async function requireVisible(ctx: AppContext, viewerId: string, otherId: string): Promise<MemberRow> {
  const other = await findVisibleMember(ctx, viewerId, otherId);
  if (!other) throw new AppError('NOT_FOUND', PROFILE_MESSAGES.notFound);
  return other;
}

/** Spec section 2 "Profile view" of another member (or oneself), with where the two stand. */
export async function viewProfile(ctx: AppContext, viewerId: string, otherId: string): Promise<ViewedProfile> {
  const other = await requireVisible(ctx, viewerId, otherId);
  const between = other.id === viewerId ? [] : await findInterestsBetween(ctx.db, viewerId, other.id);
  const interest = interestRelation(between, viewerId);
  const urls = await photoUrlsFor(ctx, viewerId, [other]);
  return {
    ...toPublicProfile(other, urls.get(other.id) ?? null),
    // A member the viewer blocked is not found here, so blockedByMe is false on every 200.
    relationship: { interest, isMatch: interest === 'matched', blockedByMe: false },
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

const WIZARD_PROMPT_INTERVAL_MS = WIZARD_PROMPT_INTERVAL_DAYS * 24 * 60 * 60 * 1000;

/**
 * POST /api/profiles/me/wizard-prompt: whether the profile wizard opens by itself now, at most once a
 * week while a step is incomplete, on whichever device asks first (docs/decisions.md "Profile view
 * and wizard (web)"). A yes is recorded before it is answered.
 */
export async function claimWizardPrompt(ctx: AppContext, memberId: string, now = new Date()): Promise<WizardPrompt> {
  const member = await findMemberById(ctx.db, memberId);
  if (!member) throw new AppError('UNAUTHORIZED', MESSAGES.accountDeleted);
  if (!isWizardPromptDue(member, now)) return { opens: false, wizardPromptedAt: iso(member.wizardPromptedAt) };
  const since = new Date(now.getTime() - WIZARD_PROMPT_INTERVAL_MS);
  if (await repo.claimWizardPrompt(ctx.db, memberId, now, since)) {
    return { opens: true, wizardPromptedAt: now.toISOString() };
  }
  // Another request recorded it between the read and the update.
  const latest = await findMemberById(ctx.db, memberId);
  return { opens: false, wizardPromptedAt: iso(latest?.wizardPromptedAt ?? null) };
}
