import type { PhotoVariant } from '@mithaq/contracts/media';

/** Spec section 2 and 6: only a female owner (case-insensitive) may blur her photo. */
export function canBlurPhoto(gender: string | null | undefined): boolean {
  return gender?.trim().toLowerCase() === 'female';
}

export interface PhotoVisibilityFacts {
  isOwner: boolean;
  /** An accepted interest between viewer and owner, either direction (spec section 4 "Match"). */
  isMatched: boolean;
  /** Either has blocked the other (spec section 4 "Block": they no longer see each other). */
  isBlocked: boolean;
  ownerActive: boolean;
  photoBlurred: boolean;
  photoStatus: string;
  /** Whether the owner lets her matches see her blurred photo clearly (default on). */
  matchesSeePhotos: boolean;
  /** The owner granted this viewer her clear photo, one by one (docs/decisions/0030-photo-access.md). */
  isGranted: boolean;
}

export type PhotoSize = 'full' | 'thumb';

const VARIANTS: Record<PhotoSize, { clear: PhotoVariant; blurred: PhotoVariant }> = {
  full: { clear: 'display', blurred: 'blur' },
  thumb: { clear: 'thumb', blurred: 'blur_thumb' },
};

const seenAsMatch = (facts: PhotoVisibilityFacts) => facts.isMatched && facts.matchesSeePhotos;

/**
 * Which variant this viewer may receive, or null for none (the client draws the default avatar).
 * The owner always sees their own current photo, whatever its review status; others only an
 * approved photo of an active account with no block between them, blurred when the owner asked for
 * it, unless she lets her matches see it and they are matched (spec section 4 "Photo privacy") or
 * she granted it to them (docs/decisions/0030-photo-access.md).
 */
export function visibleVariant(facts: PhotoVisibilityFacts, size: PhotoSize = 'full'): PhotoVariant | null {
  const { clear, blurred } = VARIANTS[size];
  if (facts.isOwner) return clear;
  if (facts.photoStatus !== 'approved' || !facts.ownerActive || facts.isBlocked) return null;
  if (!facts.photoBlurred) return clear;
  return seenAsMatch(facts) || facts.isGranted ? clear : blurred;
}

/**
 * Whether a clear variant reaches this viewer only through her grant: its address then carries the
 * grant, so revoking ends it. A match's address does not (the matches setting raises the photo version).
 */
export function isClearByGrantOnly(facts: PhotoVisibilityFacts): boolean {
  return !facts.isOwner && facts.photoBlurred && !seenAsMatch(facts) && facts.isGranted;
}

/** Whether this is another member given her clear photo while blurred: a view her log records. */
export function isLoggedView(facts: PhotoVisibilityFacts, variant: PhotoVariant | null): boolean {
  return !facts.isOwner && facts.photoBlurred && (variant === 'display' || variant === 'thumb');
}
