import { detectMoneyRequest } from '@mithaq/contracts/safety/money-request';
import { COMBINED_OPENER_COPIES, OPENER_COPIES, RISK_MESSAGES, riskReasons } from '@mithaq/contracts/safety/risk';
import { AppError } from '../../lib/app-error.js';
import type { Executor } from '../../platform/db/client.js';
import { isSameOpener, openerPrint } from './opener-print.js';
import * as repo from './risk-signals.repo.js';

/**
 * The per-member risk record (docs/decisions/0067-risk-record.md): what messages, reports and openers
 * add to it, and the step into the staff Risk queue when they pass a threshold. Every function takes the
 * time it counts from, so tests move it (the app passes its clock).
 */

/** The most different members one opener of the sender reached within the window before `now`, after `since`. */
async function openerSpread(db: Executor, senderId: string, now: Date, since: Date | null): Promise<number> {
  const prints = await repo.findRecentPrints(db, senderId, now, since);
  let widest = 0;
  for (const { print } of prints) {
    const receivers = new Set(prints.filter((other) => isSameOpener(other.print, print)).map((p) => p.receiverId));
    widest = Math.max(widest, receivers.size);
  }
  return widest;
}

async function enterQueueIfDue(db: Executor, memberId: string, now: Date): Promise<void> {
  const { since, ...tally } = await repo.tallySignals(db, memberId, now);
  const reasons = riskReasons({ ...tally, openerSpread: await openerSpread(db, memberId, now, since) });
  if (reasons.length > 0) await repo.enterQueue(db, memberId, reasons, now);
}

export interface SentMessage {
  senderId: string;
  receiverId: string;
  content: string;
  at: Date;
}

/**
 * A message sent (delivered or held): the money and off-platform detector reads it on the server, and a
 * flagged message joins the sender's record. Unflagged messages cost no query.
 */
export async function noteSentMessage(db: Executor, message: SentMessage): Promise<void> {
  const check = detectMoneyRequest(message.content);
  if (!check.flagged) return;
  await repo.insertSignal(db, {
    memberId: message.senderId,
    kind: 'message',
    counterpartId: message.receiverId,
    signals: check.signals,
    content: message.content,
    at: message.at,
  });
  await enterQueueIfDue(db, message.senderId, message.at);
}

/**
 * Refuses an opener the sender already copied to `OPENER_COPIES` members, with a kind word asking for
 * something personal (422 COPIED_OPENER). Returns its fingerprint (both members' names left out), for
 * `noteOpener` once it is sent; null for an opener too short to count.
 */
export async function checkOpener(db: Executor, opener: Omit<SentMessage, 'at'>): Promise<bigint | null> {
  const names = await repo.findNames(db, [opener.senderId, opener.receiverId]);
  const print = openerPrint(opener.content, names);
  if (print === null) return null;
  const refused = await repo.findRefusedPrints(db, opener.senderId);
  if (refused.some((r) => isSameOpener(r, print))) throw new AppError('COPIED_OPENER', RISK_MESSAGES.copiedOpener);
  return print;
}

/**
 * An opener that was sent: kept for a day; the one that makes the same opener reach `OPENER_COPIES`
 * different members within the window marks the sender and refuses that opener from then on.
 */
export async function noteOpener(db: Executor, opener: SentMessage, print: bigint): Promise<void> {
  await repo.forgetOldPrints(db, opener.senderId, opener.at);
  await repo.insertOpenerPrint(db, { senderId: opener.senderId, receiverId: opener.receiverId, print, at: opener.at });
  const recent = await repo.findRecentPrints(db, opener.senderId, opener.at);
  const receivers = new Set(recent.filter((r) => isSameOpener(r.print, print)).map((r) => r.receiverId));
  if (receivers.size < COMBINED_OPENER_COPIES) return;
  // A third copy joins any flagged conversation ("combined"); the fifth marks the sender on its own.
  if (receivers.size < OPENER_COPIES) return enterQueueIfDue(db, opener.senderId, opener.at);
  const refusal = {
    senderId: opener.senderId,
    print,
    sample: opener.content,
    receivers: receivers.size,
    at: opener.at,
  };
  const isNew = await repo.refuseOpener(db, refusal);
  if (!isNew) return;
  await repo.insertSignal(db, {
    memberId: opener.senderId,
    kind: 'opener',
    counterpartId: opener.receiverId,
    content: opener.content,
    at: opener.at,
  });
  await enterQueueIfDue(db, opener.senderId, opener.at);
}

/** A member reported another: one more reporter on the reported member's record. */
export async function noteReport(
  db: Executor,
  report: { reportedId: string; reporterId: string; reportId: string; at: Date },
): Promise<void> {
  await repo.insertSignal(db, {
    memberId: report.reportedId,
    kind: 'report',
    counterpartId: report.reporterId,
    reportId: report.reportId,
    at: report.at,
  });
  await enterQueueIfDue(db, report.reportedId, report.at);
}
