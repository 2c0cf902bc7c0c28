/**
 * The trust checks' names and rules, apart from their zod schema (trust.ts) so the web's shield can
 * use them without downloading zod with the dashboard (docs/decisions/0015-speed-on-a-phone.md).
 */

/** The four checks a profile can pass, in the order the shield lists them. */
export const TRUST_CHECKS = ['email', 'phone', 'govtId', 'photo'] as const;
export type TrustCheck = (typeof TRUST_CHECKS)[number];

/**
 * What was checked about a member, never how (docs/decisions/0032-trust-badges.md): email and phone
 * confirmed, government ID verified by staff (the spec's Verified badge), and photos compared with a
 * selfie by staff (a paused recheck counts as not checked).
 */
export type Trust = Record<TrustCheck, boolean>;

/** Nothing shown as checked: a hidden or erased account. */
export const NO_TRUST: Trust = { email: false, phone: false, govtId: false, photo: false };

export function trustCheckCount(trust: Trust): number {
  return TRUST_CHECKS.filter((check) => trust[check]).length;
}
