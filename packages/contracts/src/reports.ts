import { z } from 'zod';
import { IdSchema } from './common.js';
import { multiLineString } from './text.js';

/** Why a member reports another: a fixed list (docs/decisions/0014-safety-and-member-rights.md). */
export const REPORT_REASONS = [
  'fake_profile',
  'asking_for_money',
  'harassment',
  'inappropriate_photos',
  'married_or_not_serious',
  'underage',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  fake_profile: 'Fake profile or photos',
  asking_for_money: 'Asking for money',
  harassment: 'Harassment or abusive messages',
  inappropriate_photos: 'Inappropriate photos',
  married_or_not_serious: 'Already married or not serious',
  underage: 'Underage',
  other: 'Something else',
};

export const REPORT_NOTE_MAX = 1_000;
export const REPORT_MAX_MESSAGES = 10;
export const REPORTS_PER_DAY = 10;

export const REPORT_MESSAGES = {
  received: 'Thank you. Our team will review your report; the member will not know who reported them.',
  notFound: 'This member is not available.',
  self: 'You cannot report yourself.',
  tooMany: `You can send ${REPORTS_PER_DAY} reports a day. Please try again tomorrow, or contact support.`,
  foreignMessages: 'Only messages of your conversation with this member can be attached.',
  reportFailed: 'Unable to send the report. Please try again.',
  reportNotFound: 'Report not found.',
  alreadyDecided: 'This report has already been decided.',
} as const;

export const CreateReportSchema = /* @__PURE__ */ z.object({
  userId: IdSchema,
  reason: z.enum(REPORT_REASONS, { error: 'Choose a reason.' }),
  note: multiLineString('Note')
    .trim()
    .max(REPORT_NOTE_MAX, `The note can be at most ${REPORT_NOTE_MAX} characters.`)
    .optional(),
  messageIds: z
    .array(IdSchema)
    .max(REPORT_MAX_MESSAGES, `At most ${REPORT_MAX_MESSAGES} messages can be attached.`)
    .optional(),
  /** Block the member in the same step. */
  block: z.boolean().optional(),
});
export type CreateReportInput = z.input<typeof CreateReportSchema>;

/** What the reporter sees of their own reports: received, and when closed, nothing more. */
export const OwnReportSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  reportedUser: z.object({ _id: IdSchema, fullName: z.string().nullable() }),
  reason: z.enum(REPORT_REASONS),
  status: z.enum(['received', 'closed']),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export const OwnReportListSchema = /* @__PURE__ */ z.array(OwnReportSchema);
export const CreateReportResponseSchema = /* @__PURE__ */ z.object({
  report: OwnReportSchema,
  message: z.string(),
  blocked: z.boolean(),
});

export const REPORT_STATUSES = ['open', 'dismissed', 'warned', 'deactivated'] as const;
export const REPORT_ACTIONS = ['dismiss', 'warn', 'deactivate'] as const;

export const ReportedMessageSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  sender: IdSchema,
  content: z.string(),
  createdAt: z.string(),
});

/** The staff queue's entry. */
export const AdminReportSchema = /* @__PURE__ */ z.object({
  _id: IdSchema,
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  decisionNotes: z.string().nullable(),
  reporter: z.object({ _id: IdSchema, fullName: z.string().nullable() }),
  reported: z.object({
    _id: IdSchema,
    fullName: z.string().nullable(),
    email: z.string().nullable(),
    accountStatus: z.string(),
  }),
  messages: z.array(ReportedMessageSchema),
  /** Open reports against the same member from different reporters (three or more rise to the top). */
  openReporters: z.number().int(),
  /** Earlier reports against the same member, any status. */
  earlierReports: z.number().int(),
});
export type AdminReport = z.infer<typeof AdminReportSchema>;
export const AdminReportListSchema = /* @__PURE__ */ z.array(AdminReportSchema);
export const AdminReportQuerySchema = /* @__PURE__ */ z.object({
  status: z.enum(['open', 'closed', 'all']).default('open'),
});
export const ReportDecisionSchema = /* @__PURE__ */ z.object({
  action: z.enum(REPORT_ACTIONS),
  notes: multiLineString('Notes').trim().max(1000).optional(),
});

/** A staff warning the member sees on next sign-in until they acknowledge it. */
export const NoticeSchema = /* @__PURE__ */ z.object({ _id: IdSchema, message: z.string(), createdAt: z.string() });
export const NoticeListSchema = /* @__PURE__ */ z.array(NoticeSchema);
export type Notice = z.infer<typeof NoticeSchema>;
export const WARNING_NOTICE =
  'Our moderators received a report about your conduct on Mithaq. Please keep conversations respectful and never ask members for money. Further reports may close your account.';

/** A staff decision on a report, as answered: the report and its new status. */
export const ReportDecisionResponseSchema = /* @__PURE__ */ z.object({
  _id: z.string(),
  status: z.enum(REPORT_STATUSES),
});
