import { INTEREST_MESSAGES } from '@mithaq/contracts/interests';
import type { ViewedProfile } from '@mithaq/contracts/profiles-api';

interface InterestFacts {
  fromId: string;
  status: string;
}

/** Interests go between a man and a woman; gender is compared case-insensitively. */
export function oppositeGender(gender: string): 'Male' | 'Female' | null {
  const g = gender.trim().toLowerCase();
  if (g === 'male') return 'Female';
  if (g === 'female') return 'Male';
  return null;
}

export function isOppositeGender(a: string, b: string): boolean {
  const wanted = oppositeGender(a);
  return wanted !== null && wanted.toLowerCase() === b.trim().toLowerCase();
}

/**
 * Why a new interest between the pair is refused, or null when none exists yet. One interest per
 * pair: a declined one is final in both directions (docs/decisions/0007-profiles-browse-interests-server.md "Declined
 * interests").
 */
export function interestConflict(between: InterestFacts[], senderId: string): string | null {
  if (between.some((i) => i.status === 'accepted')) return INTEREST_MESSAGES.alreadyMatched;
  const mine = between.find((i) => i.fromId === senderId);
  const theirs = between.find((i) => i.fromId !== senderId);
  if (mine?.status === 'pending') return INTEREST_MESSAGES.alreadySent;
  if (theirs?.status === 'pending') return INTEREST_MESSAGES.theySentFirst;
  return between.length ? INTEREST_MESSAGES.alreadyDeclined : null;
}

/** Where the viewer stands with another member (ViewedProfile.relationship.interest). */
export function interestRelation(
  between: InterestFacts[],
  viewerId: string,
): ViewedProfile['relationship']['interest'] {
  if (between.some((i) => i.status === 'accepted')) return 'matched';
  if (between.some((i) => i.status === 'pending' && i.fromId === viewerId)) return 'sent';
  if (between.some((i) => i.status === 'pending')) return 'received';
  return between.length ? 'declined' : 'none';
}
