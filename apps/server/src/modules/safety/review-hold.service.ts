import type { AppContext } from '../../platform/context.js';
import * as held from './held.repo.js';
import { noteOpener, noteSentMessage, type SentMessage } from './risk-signals.service.js';

/**
 * What the messages and interests modules ask of the risk record (docs/decisions/0067-risk-record.md):
 * noting what was sent, and holding what a restricted member sends.
 */

export type { HeldInterestRow, HeldMessageRow } from './held.repo.js';

/**
 * Notes a sent message (and an opener's fingerprint) on the sender's record after the answer: a
 * failure here is logged and never turns a message that was stored into an error.
 */
export function recordSentMessage(ctx: AppContext, message: SentMessage, openerPrint: bigint | null): void {
  ctx.background.run('noting a message on the risk record', async () => {
    await noteSentMessage(ctx.db, message);
    if (openerPrint !== null) await noteOpener(ctx.db, message, openerPrint);
  });
}

export const holdMessage = held.holdMessage;
export const listHeldMessages = held.listHeldMessages;
export const holdInterest = held.holdInterest;
export const takeHeld = held.takeHeld;
export const setRestricted = held.setRestricted;
