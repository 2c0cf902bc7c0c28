import {
  type AdminReport,
  type CreateReportSchema,
  REPORT_MESSAGES,
  REPORT_REASON_LABELS,
  REPORTS_PER_DAY,
  type ReportReason,
  WARNING_NOTICE,
} from '@mithaq/contracts/reports';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { changeAccountStatus } from '../account-status/account-status.service.js';
import { recordAudit, type StaffActor } from '../audit/audit.service.js';
import { blockMember } from '../blocks/blocks.service.js';
import { findMemberById } from '../members/index.js';
import { type NamedMember, type NameReader, namesSeenBy } from '../members/shown-name.js';
import { notify } from '../notifications/notifications.service.js';
import * as safety from '../safety/index.js';
import * as repo from './reports.repo.js';

/** Three open reports from different members put a member at the top of the staff queue. */
export const URGENT_REPORTERS = 3;

type Reported = NamedMember & { accountStatus: string };

/**
 * The reporter's view of her report; the reported member named as she sees them (docs/decisions/0054-short-names.md).
 */
const ownView = (report: repo.ReportRow, reported: Reported, nameOf: NameReader) => ({
  _id: report.id,
  reportedUser: { _id: reported.id, fullName: reported.accountStatus === 'deleted' ? null : nameOf(reported) },
  reason: report.reason as ReportReason,
  status: report.status === 'open' ? ('received' as const) : ('closed' as const),
  createdAt: report.createdAt.toISOString(),
  closedAt: report.decidedAt?.toISOString() ?? null,
});

/**
 * `POST /api/reports`: a reason, a note and up to 10 messages of the reporter's own conversation with
 * the member, copied verbatim for staff. A second report while one is open adds to it. The reported
 * member is told nothing.
 */
export async function createReport(ctx: AppContext, reporterId: string, input: z.output<typeof CreateReportSchema>) {
  if (input.userId === reporterId) throw new AppError('BAD_REQUEST', REPORT_MESSAGES.self);
  const reported = await findMemberById(ctx.db, input.userId);
  if (!reported || reported.accountStatus === 'deleted') throw new AppError('NOT_FOUND', REPORT_MESSAGES.notFound);
  const wanted = [...new Set(input.messageIds ?? [])];
  const attached = await repo.findConversationMessages(ctx.db, reporterId, input.userId, wanted);
  if (attached.length !== wanted.length) throw new AppError('BAD_REQUEST', REPORT_MESSAGES.foreignMessages);
  await ctx.rateLimiter.hit(`reports:${reporterId}`, {
    limit: REPORTS_PER_DAY,
    windowSeconds: 24 * 3600,
    message: REPORT_MESSAGES.tooMany,
  });

  const report = await ctx.db.transaction(async (tx) => {
    const open = await repo.lockOpenReport(tx, reporterId, input.userId);
    const row = open
      ? await repo.appendToReport(tx, open.id, `[${REPORT_REASON_LABELS[input.reason]}] ${input.note ?? ''}`.trim())
      : await repo.insertReport(tx, {
          reporterId,
          reportedId: input.userId,
          reason: input.reason,
          note: input.note || null,
        });
    await repo.attachMessages(tx, row.id, attached);
    // The reported member's risk record (docs/decisions/0067-risk-record.md): a second reporter puts them
    // in the staff Risk queue.
    const at = new Date(ctx.clock());
    await safety.noteReport(tx, { reportedId: input.userId, reporterId, reportId: row.id, at });
    return row;
  });
  if (input.block) await blockMember(ctx, reporterId, input.userId);
  const nameOf = await namesSeenBy(ctx.db, reporterId, [reported]);
  return {
    report: ownView(report, reported, nameOf),
    message: REPORT_MESSAGES.received,
    blocked: Boolean(input.block),
  };
}

export async function listOwnReports(ctx: AppContext, reporterId: string) {
  const rows = await repo.listOwnReports(ctx.db, reporterId);
  const nameOf = await namesSeenBy(
    ctx.db,
    reporterId,
    rows.map((r) => r.reported),
  );
  return rows.map((r) => ownView(r.report, r.reported, nameOf));
}

/** The staff queue: members reported by three or more people first, then the newest activity. */
export async function listReportsForStaff(ctx: AppContext, status: 'open' | 'closed' | 'all'): Promise<AdminReport[]> {
  const { rows, attached, openCounts, allCounts } = await repo.listReportsForStaff(ctx.db, status);
  const openBy = new Map(openCounts.map((c) => [c.reportedId, c.n]));
  const allBy = new Map(allCounts.map((c) => [c.reportedId, c.n]));
  const list = rows.map(({ report, reporter, reported }): AdminReport => {
    const deleted = reported.accountStatus === 'deleted';
    return {
      _id: report.id,
      reason: report.reason as ReportReason,
      note: report.note,
      status: report.status as AdminReport['status'],
      createdAt: report.createdAt.toISOString(),
      updatedAt: report.updatedAt.toISOString(),
      decisionNotes: report.decisionNotes,
      reporter: { _id: reporter.id, fullName: reporter.fullName || null },
      reported: {
        _id: reported.id,
        fullName: deleted ? null : reported.fullName,
        email: deleted ? null : reported.email,
        accountStatus: reported.accountStatus,
      },
      messages: attached
        .filter((m) => m.reportId === report.id)
        .map((m) => ({ _id: m.messageId, sender: m.senderId, content: m.content, createdAt: m.sentAt.toISOString() })),
      openReporters: openBy.get(report.reportedId) ?? 0,
      earlierReports: Math.max(0, (allBy.get(report.reportedId) ?? 1) - 1),
    };
  });
  const urgent = (r: AdminReport) => r.status === 'open' && r.openReporters >= URGENT_REPORTERS;
  return list.sort((a, b) => Number(urgent(b)) - Number(urgent(a)));
}

/**
 * The notice shown at the member's next sign-in, and the same words in their feed. Neither names the
 * reporter nor the report: no actor, only the warning's text.
 */
export async function warnMember(ctx: AppContext, tx: Tx, memberId: string) {
  await repo.insertNotice(tx, memberId, WARNING_NOTICE);
  await notify(ctx, tx, { memberId, type: 'staff-warning', data: { message: WARNING_NOTICE } });
}

const STATUS_OF = { dismiss: 'dismissed', warn: 'warned', deactivate: 'deactivated' } as const;

/**
 * Staff decide an open report: dismiss; warn (the member sees a notice on next sign-in); or deactivate
 * the account through the members module. Each decision is audited with its notes.
 */
export async function decideReport(
  ctx: AppContext,
  actor: StaffActor,
  reportId: string,
  decision: { action: keyof typeof STATUS_OF; notes?: string },
) {
  const report = await repo.findReport(ctx.db, reportId);
  if (!report) throw new AppError('NOT_FOUND', REPORT_MESSAGES.reportNotFound);
  if (report.status !== 'open') throw new AppError('CONFLICT', REPORT_MESSAGES.alreadyDecided);
  if (decision.action === 'deactivate') {
    const member = await findMemberById(ctx.db, report.reportedId);
    if (member?.accountStatus === 'active') await changeAccountStatus(ctx, actor, report.reportedId, 'deactivated');
  }
  const status = STATUS_OF[decision.action];
  await ctx.db.transaction(async (tx) => {
    const closed = await repo.closeReport(tx, reportId, {
      status,
      decidedBy: actor.adminId,
      decisionNotes: decision.notes || null,
    });
    // Two staff deciding at once: the second is refused, so the member is warned once.
    if (!closed) throw new AppError('CONFLICT', REPORT_MESSAGES.alreadyDecided);
    if (decision.action === 'warn') await warnMember(ctx, tx, report.reportedId);
    await recordAudit(tx, actor, {
      action: `report.${status}`,
      targetType: 'report',
      targetId: reportId,
      before: { status: 'open' },
      after: { status, notes: decision.notes || null, member: report.reportedId },
    });
  });
  return { _id: reportId, status };
}
