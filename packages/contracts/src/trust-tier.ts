/**
 * Who counts as verified for the limits and for contact privacy
 * (docs/decisions/0066-catching-scammers-early.md). Pure rules on a member's verification flags, shared
 * by the server, which enforces them, and the web, which explains them.
 */

/** The flags of a member row these rules read (spec section 3 "Status"). */
export interface VerificationFlags {
  phoneVerified: boolean;
  /** Government ID verified by staff (the spec's Verified badge). */
  isVerified: boolean;
  /** A selfie verified by staff, with no recheck pending. */
  photoVerified: boolean;
}

/**
 * Which daily limits a member gets: `verified` once any check beyond email passed (phone, ID or
 * selfie), else the lower `unverified` ones.
 */
export type LimitTier = 'verified' | 'unverified';

export function limitTierOf(member: VerificationFlags): LimitTier {
  return member.phoneVerified || member.isVerified || member.photoVerified ? 'verified' : 'unverified';
}

/**
 * What "only verified members may contact me" asks of the sender: an ID or a selfie checked by staff.
 * A phone number alone is not enough: scam rings buy numbers by the hundred.
 */
export function hasVerifiedIdOrSelfie(member: Pick<VerificationFlags, 'isVerified' | 'photoVerified'>): boolean {
  return member.isVerified || member.photoVerified;
}

/** Where a member verifies their phone, ID and selfie (spec section 2 "Verification Center"). */
export const VERIFICATION_PATH = '/verification';
