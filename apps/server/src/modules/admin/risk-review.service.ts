import {
  RISK_MESSAGES,
  type RiskAction,
  type RiskDecisionInput,
  type RiskDetail,
  type RiskStatus,
} from '@mithaq/contracts/safety/risk';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import { changeAccountStatus } from '../account-status/account-status.service.js';
import { recordAudit, type StaffActor } from '../audit/audit.service.js';
import { deliverReleasedInterest } from '../interests/interests.service.js';
import { deliverReleasedMessages } from '../messages/messages.service.js';
import { warnMember } from '../reports/reports.service.js';
import * as safety from '../safety/index.js';

/**
 * Staff decisions in the Risk queue (docs/decisions/0067-risk-record.md "Decisions"): from an open case,
 * dismiss, warn (the member's feed), restrict (what they send is held) or deactivate; from a restricted
 * one, release (what was held is delivered) or deactivate (it is dropped). Each is audited.
 */
const MOVES: Record<RiskAction, { from: readonly RiskStatus[]; to: RiskStatus }> = {
  dismiss: { from: ['open'], to: 'dismissed' },
  warn: { from: ['open'], to: 'warned' },
  restrict: { from: ['open'], to: 'restricted' },
  release: { from: ['restricted'], to: 'released' },
  deactivate: { from: ['open', 'restricted'], to: 'deactivated' },
};

function refusal(action: RiskAction, status: RiskStatus): AppError {
  if (action === 'release') return new AppError('CONFLICT', RISK_MESSAGES.notRestricted);
  if (status === 'restricted' && action === 'restrict')
    return new AppError('CONFLICT', RISK_MESSAGES.alreadyRestricted);
  return new AppError('CONFLICT', RISK_MESSAGES.decided);
}

interface Decided {
  held: { messages: safety.HeldMessageRow[]; interests: safety.HeldInterestRow[] };
}

/** The case's move, the member's restriction, what was held and the audit entry, in the caller's transaction. */
async function moveInTransaction(
  ctx: AppContext,
  tx: Tx,
  actor: StaffActor,
  memberId: string,
  decision: RiskDecisionInput,
  before: RiskStatus,
): Promise<Decided> {
  const move = MOVES[decision.action];
  const at = new Date(ctx.clock());
  const note = decision.notes || null;
  const moved = await safety.moveCase(tx, memberId, { ...move, adminId: actor.adminId, note, at });
  if (!moved) throw new AppError('CONFLICT', RISK_MESSAGES.decided);
  if (decision.action === 'restrict') await safety.setRestricted(tx, memberId, at);
  if (decision.action === 'warn') await warnMember(ctx, tx, memberId);
  const releasing = decision.action === 'release' || decision.action === 'deactivate';
  if (releasing) await safety.setRestricted(tx, memberId, null);
  const held = releasing ? await safety.takeHeld(tx, memberId) : { messages: [], interests: [] };
  await recordAudit(tx, actor, {
    action: `risk.${move.to}`,
    targetType: 'member',
    targetId: memberId,
    before: { status: before },
    after: {
      status: move.to,
      notes: note,
      ...(releasing ? { heldMessages: held.messages.length, heldInterests: held.interests.length } : {}),
    },
  });
  return { held };
}

export async function decideRisk(
  ctx: AppContext,
  actor: StaffActor,
  memberId: string,
  decision: RiskDecisionInput,
): Promise<RiskDetail> {
  const current = await safety.findRiskStanding(ctx, memberId);
  if (!MOVES[decision.action].from.includes(current.status)) throw refusal(decision.action, current.status);
  if (decision.action === 'deactivate' && current.accountStatus === 'active') {
    // The account's own change carries the case's, so neither commits alone.
    await changeAccountStatus(ctx, actor, memberId, 'deactivated', async (tx) => {
      await moveInTransaction(ctx, tx, actor, memberId, decision, current.status);
    });
  } else {
    const { held } = await ctx.db.transaction((tx) =>
      moveInTransaction(ctx, tx, actor, memberId, decision, current.status),
    );
    if (decision.action === 'release') await deliverReleased(ctx, held);
  }
  return safety.getRiskDetail(ctx, memberId);
}

/** What was held, delivered in the order it was sent (after the decision committed). */
async function deliverReleased(ctx: AppContext, held: Decided['held']): Promise<void> {
  await deliverReleasedMessages(ctx, held.messages);
  for (const interest of held.interests) await deliverReleasedInterest(ctx, interest.fromId, interest.toId);
}
