import { MESSAGES } from '@mithaq/contracts/messages';
import { VERIFICATION_MESSAGES } from '@mithaq/contracts/verification';
import { AppError } from '../../lib/app-error.js';
import { sourceAddressKey } from '../../lib/client-address.js';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import {
  emailTakenByAnother,
  lockLiveUndoToken,
  lockMember,
  recordReplacement,
  revokeAllSessions,
  setContact,
  useUpUndoTokens,
} from '../members/index.js';
import type { MemberRow } from '../members/member-row.js';
import { newResetLinkToken, revokeLiveResetLinks } from '../password/password.service.js';
import { hashResetToken } from '../password/reset-token.js';
import { withdrawCode } from './otp.js';

const WINDOW_SECONDS = 15 * 60;

/** The address the link was sent to comes back, verified exactly as it was before the change. */
async function restoreEmail(tx: Tx, member: MemberRow, previous: { email: string; verified: boolean }) {
  if (await emailTakenByAnother(tx, member.id, previous.email))
    throw new AppError('CONFLICT', VERIFICATION_MESSAGES.undoEmailTaken);
  if (member.email.toLowerCase() === previous.email.toLowerCase()) return;
  await setContact(tx, member.id, { email: previous.email, emailVerified: previous.verified });
  await recordReplacement(
    tx,
    member.id,
    'email',
    { value: member.email, verified: member.emailVerified },
    { value: previous.email, origin: 'restored', verified: previous.verified },
  );
}

/**
 * `POST /api/account/contact-undo {token}`, signed out: the undo link sent to the previous address
 * restores it, ends every session and reset link and every other undo link (one the taker got
 * cannot undo it back), and returns a fresh reset token, so the page goes on to a new password
 * (docs/decisions/0046-contact-changes-and-account-recovery.md). One transaction: all or nothing.
 */
export async function undoContactChange(ctx: AppContext, token: string, ip: string) {
  await ctx.rateLimiter.hit(`contact-undo:ip:${sourceAddressKey(ip)}`, {
    limit: ctx.config.authRateLimitPerIp,
    windowSeconds: WINDOW_SECONDS,
    message: MESSAGES.tooManyAttempts,
  });
  const result = await ctx.db.transaction(async (tx) => {
    const link = await lockLiveUndoToken(tx, hashResetToken(token));
    const member = link ? await lockMember(tx, link.memberId) : null;
    if (!link || member?.accountStatus !== 'active') return null;
    await restoreEmail(tx, member, { email: link.previousEmail, verified: link.previousEmailVerified });
    await useUpUndoTokens(tx, member.id);
    await revokeAllSessions(tx, member.id, new Date());
    await revokeLiveResetLinks(tx, member.id);
    return { memberId: member.id, email: link.previousEmail, resetToken: await newResetLinkToken(tx, member.id) };
  });
  if (!result) throw new AppError('BAD_REQUEST', VERIFICATION_MESSAGES.undoLinkInvalid);
  await withdrawCode(ctx, result.memberId, 'email');
  return { message: VERIFICATION_MESSAGES.undone, email: result.email, resetToken: result.resetToken };
}
