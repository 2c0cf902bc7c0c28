import { isWizardPromptDue, WIZARD_PROMPT_INTERVAL_DAYS } from '@mithaq/contracts/completeness';
import { interestNeedsVerification } from '@mithaq/contracts/contact-privacy-rules';
import { DEFAULT_LOCALE, type Locale } from '@mithaq/contracts/i18n/locales';
import type { MatchScore } from '@mithaq/contracts/match-score';
import { MESSAGES } from '@mithaq/contracts/messages';
import { nameSeenBy } from '@mithaq/contracts/names';
import type { Member } from '@mithaq/contracts/profile';
import { isoDateUtc } from '@mithaq/contracts/profile-rules';
import {
  PROFILE_MESSAGES,
  type UpdateProfileSchema,
  type ViewedProfile,
  type WizardPrompt,
} from '@mithaq/contracts/profiles-api';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { AuthenticatedMember } from '../../lib/principals.js';
import type { AppContext } from '../../platform/context.js';
import { getCurrentMember } from '../auth/auth.service.js';
import { findVisibleMember } from '../blocks/visibility.js';
import { fitBetween, preferenceChanges } from '../discovery/index.js';
import { findInterestsBetween } from '../interests/index.js';
import { interestConflict, interestRelation, isOppositeGender } from '../interests/interest-rules.js';
import { canBlurPhoto, photoUrlsFor, variantOfUrl } from '../media/photo-access.js';
import { findMemberById } from '../members/index.js';
import { iso, partnerOf, toPublicProfile, withFields } from '../members/member-mapper.js';
import type { MemberRow } from '../members/member-row.js';
import { photoAccessState } from '../photo-sharing/photo-sharing.service.js';
import { queueSavedSearchMatch } from '../saved-searches/index.js';
import { marksOn } from '../shortlist/index.js';
import { recordProfileVisit } from '../visits/index.js';
import { ageToStore } from './profile-age.js';
import { placeChanges } from './profile-place.js';
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
  const photoUrl = urls.get(other.id) ?? null;
  const photoAccess = await photoAccessState(ctx, viewerId, other, photoUrl && (variantOfUrl(photoUrl) ?? null));
  const shownName = nameSeenBy(other, { isSelf, isMatched: interest === 'matched', isStaff: false });
  const marks = isSelf ? { saved: false, note: '', notInterested: false } : await marksOn(ctx, viewerId, other.id);
  await recordProfileVisit(ctx, viewerId, other.id);
  const isInterestOpen =
    !isSelf && interestConflict(between, viewerId) === null && isOppositeGender(viewer.gender, other.gender);
  const needsVerification = isInterestOpen && (await interestHeldBack(ctx, viewerId, other));
  return withFields(toPublicProfile(other, photoUrl, shownName), {
    relationship: {
      interest,
      isMatch: interest === 'matched',
      // A member the viewer blocked is not found here, so blockedByMe is false on every 200.
      blockedByMe: false,
      canSendInterest: isInterestOpen && !needsVerification,
      interestNeedsVerification: needsVerification,
      photoAccess,
      ...marks,
    },
  });
}

/**
 * Whether `other` takes interest only from members with a verified ID or selfie, and the viewer has
 * neither (docs/decisions/0066-catching-scammers-early.md): the viewer's row is read only then.
 */
async function interestHeldBack(ctx: AppContext, viewerId: string, other: MemberRow): Promise<boolean> {
  if (!other.interestFromVerifiedOnly) return false;
  const viewer = await findMemberById(ctx.db, viewerId);
  return viewer !== undefined && interestNeedsVerification(viewer, other);
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
  return fitBetween(viewer, other);
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * PUT /api/profiles/me and the wizard's POST /api/profiles: saves only the keys sent (spec section
 * 5 "sends only changed fields"). Server-owned keys never reach here: the schema drops them.
 */
/** `requestLocale`: the member's language on the answer while they have not saved one (as /api/auth/me). */
export async function updateOwnProfile(
  ctx: AppContext,
  memberId: string,
  input: UpdateProfileInput,
  requestLocale: Locale = DEFAULT_LOCALE,
): Promise<Member> {
  const { partner, ...rest } = input;
  const changes = definedOnly(rest);
  if (Object.keys(changes).length === 0 && Object.keys(partner ?? {}).length === 0) {
    throw new AppError('BAD_REQUEST', MESSAGES.noChanges);
  }
  const row = await findMemberById(ctx.db, memberId);
  if (!row) throw new AppError('UNAUTHORIZED', MESSAGES.accountDeleted);
  const place = await placeChanges(ctx, changes);
  const { columns, text } = await preferenceChanges(ctx, { ...row, ...place }, partner);
  // Spec sections 2 and 6: the blur toggle belongs to female owners only (case-insensitive).
  if (changes.photoBlurred === true && !canBlurPhoto(row.gender)) {
    throw new AppError('FORBIDDEN', PROFILE_MESSAGES.onlyWomenCanBlur);
  }
  const age = ageToStore(row, changes, isoDateUtc());
  await repo.updateProfile(
    ctx.db,
    memberId,
    { ...changes, ...place, ...columns, ...(age === undefined ? {} : { age }) },
    text,
  );
  // A completed or changed profile may newly fit others' saved searches (docs/decisions/0065-coming-back.md).
  await queueSavedSearchMatch(ctx.jobs, memberId, new Date(ctx.clock()));
  return getCurrentMember(ctx, memberId, requestLocale);
}

const WIZARD_PROMPT_INTERVAL_MS = WIZARD_PROMPT_INTERVAL_DAYS * 24 * 60 * 60 * 1000;

/**
 * POST /api/profiles/me/wizard-prompt: whether the profile wizard opens by itself now, at most once a
 * week while a step is incomplete, on whichever device asks first (docs/decisions/0008-profile-view-and-wizard-web.md).
 * A yes is recorded before it is answered.
 */
export async function claimWizardPrompt(ctx: AppContext, memberId: string, now = new Date()): Promise<WizardPrompt> {
  const member = await findMemberById(ctx.db, memberId);
  if (!member) throw new AppError('UNAUTHORIZED', MESSAGES.accountDeleted);
  // The partner age range lives in its own columns: completeness reads the partner as members see it.
  if (!isWizardPromptDue({ ...member, partner: partnerOf(member) }, now))
    return { opens: false, wizardPromptedAt: iso(member.wizardPromptedAt) };
  const since = new Date(now.getTime() - WIZARD_PROMPT_INTERVAL_MS);
  if (await repo.claimWizardPrompt(ctx.db, memberId, now, since)) {
    return { opens: true, wizardPromptedAt: now.toISOString() };
  }
  // Another request recorded it between the read and the update.
  const latest = await findMemberById(ctx.db, memberId);
  return { opens: false, wizardPromptedAt: iso(latest?.wizardPromptedAt ?? null) };
}
