import { z } from 'zod';
import { IdSchema } from '../common.js';
import { ACCOUNT_STATUSES } from '../profile.js';

/**
 * Why staff see another account beside a member's (docs/decisions/0066-catching-scammers-early.md
 * "Accounts that belong together"): the same verified phone, registered from the same address within a
 * day, or a photo found near-identical to one of theirs.
 */
export const LINK_REASONS = ['same-phone', 'same-registration-address', 'similar-photo'] as const;
export type LinkReason = (typeof LINK_REASONS)[number];

/** How far apart two registrations from one address may be to be linked. */
export const SAME_ADDRESS_WINDOW_HOURS = 24;
/** The most linked accounts one member's detail lists (a busy shared address could give many). */
export const LINKED_ACCOUNTS_SHOWN = 50;

export const LinkedAccountSchema = /* @__PURE__ */ z.object({
  userId: IdSchema,
  /** Null once the account was deleted (its row keeps no personal fields). */
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  createdAt: z.string(),
  reasons: z.array(z.enum(LINK_REASONS)).min(1),
});
export type LinkedAccount = z.infer<typeof LinkedAccountSchema>;
