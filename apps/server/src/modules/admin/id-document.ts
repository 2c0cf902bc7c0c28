import type { FastifyReply } from 'fastify';
import { sendIdDocument } from '../../lib/document-headers.js';
import type { AppContext } from '../../platform/context.js';
import { recordAudit, type StaffActor } from '../audit/audit.service.js';
import { readGovtIdDocument } from '../verification/govt-id.service.js';
import { assertMayReviewDocuments } from './women-reviewers.js';

/**
 * Sends a member's ID document to staff, never cached, never rendered as a page of ours, and
 * audited: who looked at whose document, and when.
 */
export async function viewGovtIdDocument(ctx: AppContext, actor: StaffActor, userId: string, reply: FastifyReply) {
  await assertMayReviewDocuments(ctx, actor, userId);
  const doc = await readGovtIdDocument(ctx, userId);
  await recordAudit(ctx.db, actor, { action: 'govt_id.viewed', targetType: 'member', targetId: userId });
  return sendIdDocument(reply, doc);
}
