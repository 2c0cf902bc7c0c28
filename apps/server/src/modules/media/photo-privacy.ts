import type { PhotoVariant } from '@mithaq/contracts';

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
}

export type PhotoSize = 'full' | 'thumb';

const VARIANTS: Record<PhotoSize, { clear: PhotoVariant; blurred: PhotoVariant }> = {
  full: { clear: 'display', blurred: 'blur' },
  thumb: { clear: 'thumb', blurred: 'blur_thumb' },
};

/**
 * Which variant this viewer may receive, or null for none (the client draws the default avatar).
 * The owner always sees their own current photo, whatever its review status; others only an
 * approved photo of an active account with no block between them, blurred when the owner asked for
 * it and they are not matched (spec section 4 "Photo privacy").
 */
export function visibleVariant(facts: PhotoVisibilityFacts, size: PhotoSize = 'full'): PhotoVariant | null {
  const { clear, blurred } = VARIANTS[size];
  if (facts.isOwner) return clear;
  if (facts.photoStatus !== 'approved' || !facts.ownerActive || facts.isBlocked) return null;
  return facts.photoBlurred && !facts.isMatched ? blurred : clear;
}
