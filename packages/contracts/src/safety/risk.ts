import { z } from 'zod';
import { IdSchema } from '../common.js';
import { UserIdParamsSchema } from '../interests.js';
import { ACCOUNT_STATUSES } from '../profile.js';
import { REPORT_REASONS } from '../reports.js';
import { multiLineString } from '../text.js';
import { LinkedAccountSchema } from './linked-accounts.js';
import type { MoneyRequestSignal } from './money-request.js';
import { PHOTO_FLAG_SOURCES, PHOTO_FLAG_STATUSES } from './photo-flags.js';

/**
 * The per-member risk record and the staff Risk queue (docs/decisions/0067-risk-record.md). A member enters
 * the queue when the money and off-platform detector flags their messages in conversations with
 * `RISK_PATTERN_MEMBERS` different members within `RISK_PATTERN_WINDOW_DAYS`, when `RISK_REPORTERS`
 * different members report them, or when they copy one opener to `OPENER_COPIES` members within
 * `OPENER_WINDOW_HOURS`. Only signals after staff's last decision count again.
 */
export const RISK_PATTERN_MEMBERS = 3;
export const RISK_PATTERN_WINDOW_DAYS = 7;
export const RISK_REPORTERS = 2;
export const OPENER_COPIES = 5;
export const OPENER_WINDOW_HOURS = 24;
/**
 * Signals that together put a member in the queue before any one threshold is met (the "combined"
 * reason): a flagged conversation within the window, with an opener copied to this many members within
 * `OPENER_WINDOW_HOURS`, or with one reporter, or with a photo flag staff did not dismiss. A copied opener
 * and a money request are the romance scam's signature; any one of them alone is everyday.
 */
export const COMBINED_OPENER_COPIES = 3;
/**
 * Two openers whose SimHash fingerprints differ in at most this many of 64 bits are "the same opener"
 * (apps/server/src/modules/safety/opener-print.test.ts measures copies with a word changed, and
 * different openers).
 */
export const OPENER_MATCH_MAX_DISTANCE = 6;
/** Openers shorter than this many words after normalising ("salam, how are you doing today?") are never counted: greetings that short are everyone's. */
export const OPENER_MIN_WORDS = 8;

export const RISK_REASONS = ['patterns', 'reports', 'opener', 'combined'] as const;
export type RiskReason = (typeof RISK_REASONS)[number];

/** What a member's record holds since staff's last decision on them, as the queue's rules read it. */
export interface RiskTally {
  /** Different members in conversations with a flagged message, within `RISK_PATTERN_WINDOW_DAYS`. */
  flaggedConversations: number;
  reporters: number;
  /** Openers refused for being copied to `OPENER_COPIES` members. */
  copiedOpeners: number;
  /** The most different members one opener reached within `OPENER_WINDOW_HOURS`. */
  openerSpread: number;
  /** Photo flags on the member's photos that staff did not dismiss. */
  photoFlags: number;
}

/** Why the member belongs in the Risk queue now; empty when they do not. */
export function riskReasons(tally: RiskTally): RiskReason[] {
  const reasons: RiskReason[] = [];
  if (tally.flaggedConversations >= RISK_PATTERN_MEMBERS) reasons.push('patterns');
  if (tally.reporters >= RISK_REPORTERS) reasons.push('reports');
  if (tally.copiedOpeners > 0) reasons.push('opener');
  const corroborated = tally.openerSpread >= COMBINED_OPENER_COPIES || tally.reporters > 0 || tally.photoFlags > 0;
  if (reasons.length === 0 && tally.flaggedConversations > 0 && corroborated) reasons.push('combined');
  return reasons;
}
/** `open` and `restricted` are in the queue; the others are decided. */
export const RISK_STATUSES = ['open', 'restricted', 'dismissed', 'warned', 'released', 'deactivated'] as const;
export type RiskStatus = (typeof RISK_STATUSES)[number];
export const RISK_QUEUE_VIEWS = ['open', 'restricted', 'decided'] as const;
export const RISK_ACTIONS = ['dismiss', 'warn', 'restrict', 'release', 'deactivate'] as const;
export type RiskAction = (typeof RISK_ACTIONS)[number];
/** The evidence one member's detail lists of each kind, newest first. */
export const RISK_EVIDENCE_SHOWN = 50;
export const RISK_QUEUE_SHOWN = 200;

export const RISK_MESSAGES = {
  underReview:
    'Your messages and interests are being reviewed by our team. They will be delivered once the review is finished.',
  copiedOpener:
    'You have sent this same first message to many members. Please write something personal to this member, about what you read in their profile.',
  caseNotFound: 'This member is not in the Risk queue.',
  notRestricted: 'This member is not restricted.',
  alreadyRestricted: 'This member is already restricted.',
  decided: 'This member has already been decided. Refresh the queue.',
} as const;

const MoneySignalSchema = z.custom<MoneyRequestSignal>((v) => typeof v === 'string');

export const RiskCountsSchema = /* @__PURE__ */ z.object({
  /** Different members whose conversations had a flagged message, ever. */
  flaggedConversations: z.number().int(),
  reporters: z.number().int(),
  /** Photo flags on the member's photos that staff did not dismiss. */
  photoFlags: z.number().int(),
  copiedOpeners: z.number().int(),
  linkedAccounts: z.number().int(),
  heldMessages: z.number().int(),
  heldInterests: z.number().int(),
});

export const RiskQueueItemSchema = /* @__PURE__ */ z.object({
  userId: IdSchema,
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  status: z.enum(RISK_STATUSES),
  reasons: z.array(z.enum(RISK_REASONS)),
  enteredAt: z.string(),
  lastSignalAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  counts: RiskCountsSchema,
});
export type RiskQueueItem = z.infer<typeof RiskQueueItemSchema>;
export const RiskQueueSchema = /* @__PURE__ */ z.object({ members: z.array(RiskQueueItemSchema) });
export const RiskQueueQuerySchema = /* @__PURE__ */ z.object({
  view: z.enum(RISK_QUEUE_VIEWS).default('open'),
});

export const RiskFlaggedMessageSchema = /* @__PURE__ */ z.object({
  id: IdSchema,
  /** The other member of the conversation. */
  counterpart: z.object({ userId: IdSchema, fullName: z.string().nullable() }).nullable(),
  content: z.string(),
  signals: z.array(MoneySignalSchema),
  createdAt: z.string(),
});
export const RiskReportSchema = /* @__PURE__ */ z.object({
  id: IdSchema,
  reporter: z.object({ userId: IdSchema, fullName: z.string().nullable() }).nullable(),
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  status: z.string(),
  createdAt: z.string(),
});
export const RiskPhotoFlagSchema = /* @__PURE__ */ z.object({
  id: IdSchema,
  photoId: IdSchema,
  matchedSource: z.enum(PHOTO_FLAG_SOURCES),
  matchedMember: z.object({ userId: IdSchema, fullName: z.string().nullable() }).nullable(),
  distance: z.number().int(),
  status: z.enum(PHOTO_FLAG_STATUSES),
  createdAt: z.string(),
});
export const RiskOpenerSchema = /* @__PURE__ */ z.object({
  sample: z.string(),
  receivers: z.number().int(),
  createdAt: z.string(),
});

export const RiskDetailSchema = /* @__PURE__ */ RiskQueueItemSchema.extend({
  note: z.string().nullable(),
  flaggedMessages: z.array(RiskFlaggedMessageSchema),
  reports: z.array(RiskReportSchema),
  photoFlags: z.array(RiskPhotoFlagSchema),
  copiedOpeners: z.array(RiskOpenerSchema),
  linkedAccounts: z.array(LinkedAccountSchema),
});
export type RiskDetail = z.infer<typeof RiskDetailSchema>;

export const RiskDecisionSchema = /* @__PURE__ */ z.object({
  action: z.enum(RISK_ACTIONS),
  notes: multiLineString('Notes').trim().max(1000, 'Notes must be at most 1000 characters').optional(),
});
export type RiskDecisionInput = z.infer<typeof RiskDecisionSchema>;

export const RiskParamsSchema = UserIdParamsSchema;
