import { z } from 'zod';
import { IdSchema } from './common.js';
import { multiLineString, singleLineString } from './text.js';

export const SUPPORT_STATUSES = ['open', 'pending', 'resolved'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export const SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MAX = 5_000;
/** Spec section 9: member and admin support lists poll every 10 s. */
export const SUPPORT_POLL_MS = 10_000;
/** Messages in one ticket answer; older ones come a page at a time by `olderCursor`. */
export const SUPPORT_PAGE_SIZE = 50;
/**
 * A member's replies on one ticket in any 24 hours (docs/decisions/0010-staff-console-and-support.md
 * "Support reply limit").
 */
export const SUPPORT_REPLIES_PER_DAY = 30;

/**
 * Service times: the contact page promises a reply within one business day, seven days a week; India's
 * IT Rules 2021 (rule 3(2)) ask a grievance officer to acknowledge within 24 hours and resolve within 15
 * days.
 */
export const SUPPORT_REPLY_DUE_MS = 24 * 3_600_000;
export const SUPPORT_RESOLVE_DUE_MS = 15 * 24 * 3_600_000;

export const SUPPORT_MESSAGES = {
  loadFailed: 'Unable to load support tickets.',
  createFailed: 'Unable to create ticket.',
  replyFailed: 'Unable to send reply.',
  required: 'Subject and message are required',
  replyRequired: 'Write a reply first.',
  subjectTooLong: `The subject can be at most ${SUBJECT_MAX} characters.`,
  messageTooLong: `A message can be at most ${SUPPORT_MESSAGE_MAX.toLocaleString('en-IN')} characters.`,
  notFound: 'Ticket not found.',
  tooMany: 'You have opened many tickets in a short time. Please wait a while, or reply on an open ticket.',
  tooManyReplies: 'You have sent the most replies allowed today on this ticket. Our team will answer you soon.',
  invalidCursor: 'These earlier messages could not be loaded. Please reopen the ticket.',
  earlierFailed: 'Unable to load earlier messages.',
} as const;

const required = (text: typeof singleLineString, label: string, max: number, tooLong: string, empty: string) =>
  text(label, { error: empty }).trim().min(1, empty).max(max, tooLong);

/** Spec section 5: subject and message both required after trimming. */
export const CreateTicketSchema = /* @__PURE__ */ z.object({
  subject: required(
    singleLineString,
    'Subject',
    SUBJECT_MAX,
    SUPPORT_MESSAGES.subjectTooLong,
    SUPPORT_MESSAGES.required,
  ),
  message: required(
    multiLineString,
    'Message',
    SUPPORT_MESSAGE_MAX,
    SUPPORT_MESSAGES.messageTooLong,
    SUPPORT_MESSAGES.required,
  ),
});
export type CreateTicketInput = z.input<typeof CreateTicketSchema>;

export const TicketReplySchema = /* @__PURE__ */ z.object({
  message: required(
    multiLineString,
    'Message',
    SUPPORT_MESSAGE_MAX,
    SUPPORT_MESSAGES.messageTooLong,
    SUPPORT_MESSAGES.replyRequired,
  ),
});

/** Spec section 7: the admin may set any status on reply. */
export const AdminTicketReplySchema = /* @__PURE__ */ TicketReplySchema.extend({ status: z.enum(SUPPORT_STATUSES) });

export const TicketMessageSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  senderType: z.enum(['admin', 'user']),
  message: z.string(),
  createdAt: z.string(),
  /** The staff member's name on their replies; null on the member's. */
  senderName: z.string().nullable(),
});
export type TicketMessage = z.infer<typeof TicketMessageSchema>;

/** How long a ticket has waited against the promises above. */
export const TicketUrgencySchema = /* @__PURE__ */ z.object({
  /** The member wrote last and the ticket is not resolved: it waits for staff. */
  awaitingStaff: z.boolean(),
  /** When the member's latest unanswered message arrived. */
  waitingSince: z.string().nullable(),
  replyDueAt: z.string().nullable(),
  resolveDueAt: z.string(),
  replyOverdue: z.boolean(),
  resolutionOverdue: z.boolean(),
});
export type TicketUrgency = z.infer<typeof TicketUrgencySchema>;

/** A ticket as the lists show it: no messages, so a long conversation does not weigh on every poll. */
export const TicketSummarySchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  subject: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  /** 'refund' tickets were opened by a refund request and name the payment. */
  category: z.enum(['general', 'refund']),
  createdAt: z.string(),
  updatedAt: z.string(),
  user: z.object({ _id: IdSchema, fullName: z.string(), email: z.string() }),
  /** Staff have answered the member's latest message (the 'Replied' badge). */
  replied: z.boolean(),
  urgency: TicketUrgencySchema,
});
export type TicketSummary = z.infer<typeof TicketSummarySchema>;

/** Spec section 3 "Support ticket", with its messages a page at a time. */
export const TicketSchema = /* @__PURE__ */ TicketSummarySchema.extend({
  /** Oldest first: the newest SUPPORT_PAGE_SIZE, or the page before `before`. */
  messages: z.array(TicketMessageSchema),
  /** Pass as `before` to load the page older than these; null at the ticket's first message. */
  olderCursor: z.string().nullable(),
});
export type Ticket = z.infer<typeof TicketSchema>;

export const TicketListSchema = /* @__PURE__ */ z.array(TicketSummarySchema);

export const TicketParamsSchema = /* @__PURE__ */ z.object({ id: z.uuid('Unknown ticket') });

export const TicketQuerySchema = /* @__PURE__ */ z.object({
  before: singleLineString('before').max(200).optional(),
});

export const ADMIN_SUPPORT_FILTERS = ['all', ...SUPPORT_STATUSES] as const;
export const AdminSupportQuerySchema = /* @__PURE__ */ z.object({
  status: z.enum(ADMIN_SUPPORT_FILTERS).default('all'),
});
