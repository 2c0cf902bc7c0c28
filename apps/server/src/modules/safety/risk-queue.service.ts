import type { ReportReason } from '@mithaq/contracts/reports';
import type { MoneyRequestSignal } from '@mithaq/contracts/safety/money-request';
import type { PhotoFlagSource, PhotoFlagStatus } from '@mithaq/contracts/safety/photo-flags';
import {
  RISK_MESSAGES,
  RISK_REASONS,
  type RiskDetail,
  type RiskQueueItem,
  type RiskStatus,
} from '@mithaq/contracts/safety/risk';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../platform/context.js';
import { listLinkedAccounts } from './linked-accounts.service.js';
import * as repo from './risk-queue.repo.js';

/** The staff Risk queue's views (docs/decisions/0067-risk-record.md "The Risk queue"). */
const VIEW_STATUSES = {
  open: ['open'],
  restricted: ['restricted'],
  decided: ['dismissed', 'warned', 'released', 'deactivated'],
} as const satisfies Record<string, readonly RiskStatus[]>;

export type RiskQueueView = keyof typeof VIEW_STATUSES;

const person = (id: string | null, name: string | null) => (id ? { userId: id, fullName: name } : null);

function toItem(row: repo.RiskCaseRow, linkedAccounts: number): RiskQueueItem {
  const deleted = row.accountStatus === 'deleted';
  return {
    userId: row.memberId,
    fullName: deleted ? null : row.fullName,
    email: deleted ? null : row.email,
    accountStatus: row.accountStatus as RiskQueueItem['accountStatus'],
    status: row.status,
    reasons: RISK_REASONS.filter((r) => row.reasons.includes(r)),
    enteredAt: row.enteredAt.toISOString(),
    lastSignalAt: row.lastSignalAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    counts: {
      flaggedConversations: row.flaggedConversations,
      reporters: row.reporters,
      photoFlags: row.photoFlags,
      copiedOpeners: row.copiedOpeners,
      linkedAccounts,
      heldMessages: row.heldMessages,
      heldInterests: row.heldInterests,
    },
  };
}

export async function listRiskQueue(ctx: AppContext, view: RiskQueueView): Promise<{ members: RiskQueueItem[] }> {
  const rows = await repo.listCases(ctx.db, VIEW_STATUSES[view], view === 'decided');
  const linked = await Promise.all(rows.map((row) => listLinkedAccounts(ctx, row.memberId)));
  return { members: rows.map((row, i) => toItem(row, linked[i]?.length ?? 0)) };
}

/** Where a member's case stands, for a decision on it: 404 when the member is not in the queue. */
export async function findRiskStanding(
  ctx: AppContext,
  memberId: string,
): Promise<{ status: RiskStatus; accountStatus: string }> {
  const row = await repo.findCase(ctx.db, memberId);
  if (!row) throw new AppError('NOT_FOUND', RISK_MESSAGES.caseNotFound);
  return { status: row.status, accountStatus: row.accountStatus };
}

/** One member's case with its evidence: flagged messages, reports, photo flags, copied openers, linked accounts. */
export async function getRiskDetail(ctx: AppContext, memberId: string): Promise<RiskDetail> {
  const row = await repo.findCase(ctx.db, memberId);
  if (!row) throw new AppError('NOT_FOUND', RISK_MESSAGES.caseNotFound);
  const [messages, reports, flags, openers, linkedAccounts] = await Promise.all([
    repo.listFlaggedMessages(ctx.db, memberId),
    repo.listReportsAbout(ctx.db, memberId),
    repo.listPhotoFlagsOn(ctx.db, memberId),
    repo.listRefusedOpeners(ctx.db, memberId),
    listLinkedAccounts(ctx, memberId),
  ]);
  return {
    ...toItem(row, linkedAccounts.length),
    note: row.note,
    flaggedMessages: messages.map((m) => ({
      id: m.id,
      counterpart: person(m.counterpartId, m.counterpartName),
      content: m.content,
      signals: m.signals as MoneyRequestSignal[],
      createdAt: m.createdAt.toISOString(),
    })),
    reports: reports.map((r) => ({
      id: r.id,
      reporter: person(r.reporterId, r.reporterName),
      reason: r.reason as ReportReason,
      note: r.note,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    })),
    photoFlags: flags.map((f) => ({
      id: f.id,
      photoId: f.photoId,
      matchedSource: f.matchedSource as PhotoFlagSource,
      matchedMember: person(f.matchedMemberId, f.matchedName),
      distance: f.distance,
      status: f.status as PhotoFlagStatus,
      createdAt: f.createdAt.toISOString(),
    })),
    copiedOpeners: openers.map((o) => ({
      sample: o.sample,
      receivers: o.receivers,
      createdAt: o.createdAt.toISOString(),
    })),
    linkedAccounts,
  };
}
