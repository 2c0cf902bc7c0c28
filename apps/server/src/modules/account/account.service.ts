import { ACCOUNT_MESSAGES } from '@mithaq/contracts';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { verifyPassword } from '../../lib/password.js';
import { changeAccountStatus } from '../members/account-status.service.js';
import { findMemberById } from '../members/members.repo.js';
import type { OutgoingEmail } from '../notify/mailer.js';
import * as repo from './account.repo.js';

const deletedEmail = (to: string): OutgoingEmail => ({
  to,
  subject: 'Your Mithaq account has been deleted',
  text: `Assalamu alaikum,\n\nYour Mithaq account has been deleted as you asked. ${ACCOUNT_MESSAGES.whatIsErased}\n\n${ACCOUNT_MESSAGES.whatIsKept}\n\nIf you did not ask for this, reply to this email at once.\n\nMithaq`,
  html: `<p>Assalamu alaikum,</p><p>Your Mithaq account has been deleted as you asked. ${ACCOUNT_MESSAGES.whatIsErased}</p><p>${ACCOUNT_MESSAGES.whatIsKept}</p><p>If you did not ask for this, reply to this email at once.</p><p>Mithaq</p>`,
});

/**
 * `DELETE /api/me {password}`: the same erasure as staff deletion, at once, audited as the member's own
 * act; the confirmation to the address the account had is queued in the same transaction.
 */
export async function deleteOwnAccount(ctx: AppContext, memberId: string, password: string, ip: string) {
  const member = await findMemberById(ctx.db, memberId);
  if (!member) throw new AppError('UNAUTHORIZED', ACCOUNT_MESSAGES.deleteFailed);
  if (!(await verifyPassword(member.passwordHash, password)))
    throw new AppError('BAD_REQUEST', ACCOUNT_MESSAGES.wrongPassword);
  await changeAccountStatus(ctx, { adminId: null, ip }, memberId, 'deleted', (tx) =>
    ctx.jobs.enqueueEmail(deletedEmail(member.email), { tx }),
  );
  return { message: ACCOUNT_MESSAGES.deleted };
}

export async function listNotices(ctx: AppContext, memberId: string) {
  return (await repo.listNotices(ctx.db, memberId)).map((n) => ({
    _id: n.id,
    message: n.message,
    createdAt: n.createdAt.toISOString(),
  }));
}

export async function acknowledgeNotice(ctx: AppContext, memberId: string, noticeId: string) {
  if (!(await repo.acknowledgeNotice(ctx.db, memberId, noticeId))) throw new AppError('NOT_FOUND', 'Notice not found.');
  return { ok: true as const };
}

/** `PUT /api/me/time-zone`: the schema has already checked the zone is one this server knows. */
export async function setTimeZone(ctx: AppContext, memberId: string, timeZone: string) {
  await repo.updateTimeZone(ctx.db, memberId, timeZone);
  return { timeZone };
}
