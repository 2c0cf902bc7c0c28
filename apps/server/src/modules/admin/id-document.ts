import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../lib/context.js';
import { readGovtIdDocument } from '../verification/govt-id.service.js';
import { recordAudit, type StaffActor } from './audit.service.js';

/**
 * Sends a member's ID document to staff, never cached, never rendered as a page of ours, and
 * audited: who looked at whose document, and when.
 */
export async function viewGovtIdDocument(ctx: AppContext, actor: StaffActor, userId: string, reply: FastifyReply) {
  const doc = await readGovtIdDocument(ctx, userId);
  await recordAudit(ctx.db, actor, { action: 'govt_id.viewed', targetType: 'member', targetId: userId });
  return reply
    .header('content-type', doc.contentType)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    .header('content-disposition', 'inline')
    .send(doc.file);
}
