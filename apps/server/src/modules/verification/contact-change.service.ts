import { DEFAULT_LOCALE, type Locale } from '@mithaq/contracts/i18n/locales';
import { MESSAGES } from '@mithaq/contracts/messages';
import { ACCOUNT_CHECK_MESSAGES } from '@mithaq/contracts/safety/account-checks';
import { CONTACT_UNDO_DAYS, type ContactUpdateSchema, VERIFICATION_MESSAGES } from '@mithaq/contracts/verification';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { isDisposableEmail } from '../../lib/disposable-email.js';
import { verifyPassword } from '../../lib/password.js';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/client.js';
import {
  emailTakenByAnother,
  findMemberById,
  insertUndoToken,
  recordReplacement,
  setContact,
} from '../members/index.js';
import type { MemberRow } from '../members/member-row.js';
import { revokeLiveResetLinks } from '../password/password.service.js';
import { newResetToken } from '../password/reset-token.js';
import { contactChangedEmail, undoLink } from './contact-change-email.js';
import { withdrawCode } from './otp.js';

type ContactInput = z.output<typeof ContactUpdateSchema>;
type Change = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

const WRONG_PASSWORD_WINDOW_SECONDS = 15 * 60;

/** What the request would change; null when it saves what the account already has. */
function changeOf(member: MemberRow, input: ContactInput): Change | null {
  if ('email' in input)
    return input.email !== member.email.toLowerCase() ? { kind: 'email', value: input.email } : null;
  return input.phone !== member.phone ? { kind: 'phone', value: input.phone } : null;
}

/**
 * OWASP ASVS 7.5.1: a session alone cannot move the account's addresses, so a stolen session is not
 * a takeover. Wrong tries are limited per member, as for a password change.
 */
async function requireCurrentPassword(ctx: AppContext, member: MemberRow, currentPassword: string | undefined) {
  if (!currentPassword) throw new AppError('CURRENT_PASSWORD_REQUIRED', VERIFICATION_MESSAGES.currentPasswordRequired);
  await ctx.rateLimiter.hit(`contact-change:member:${member.id}`, {
    limit: ctx.config.authRateLimitPerEmail,
    windowSeconds: WRONG_PASSWORD_WINDOW_SECONDS,
    message: MESSAGES.tooManyAttempts,
  });
  if (!(await verifyPassword(member.passwordHash, currentPassword)))
    throw new AppError('WRONG_CURRENT_PASSWORD', VERIFICATION_MESSAGES.wrongCurrentPassword);
}

/** The email change, its history, the undo link and the notice to the old address: one transaction. */
async function changeEmail(ctx: AppContext, tx: Tx, member: MemberRow, email: string, locale: Locale) {
  await setContact(tx, member.id, { email, emailVerified: false });
  await recordReplacement(
    tx,
    member.id,
    'email',
    { value: member.email, verified: member.emailVerified },
    { value: email, origin: 'changed', verified: false },
  );
  // Links already sent went to the old address; from now on only the rules of resetAddress apply.
  await revokeLiveResetLinks(tx, member.id);
  const { token, tokenHash } = newResetToken();
  await insertUndoToken(
    tx,
    { memberId: member.id, tokenHash, previousEmail: member.email, previousEmailVerified: member.emailVerified },
    CONTACT_UNDO_DAYS,
  );
  const link = undoLink(ctx.config.publicUrl, token);
  const notice = contactChangedEmail(
    member,
    { kind: 'email', previous: member.email, next: email, undoLink: link },
    locale,
  );
  await ctx.jobs.enqueueEmail(notice, { tx });
}

/** The phone change and its history; the account's email is told (the old phone gets nothing). */
async function changePhone(ctx: AppContext, tx: Tx, member: MemberRow, phone: string, locale: Locale) {
  await setContact(tx, member.id, { phone, phoneVerified: false });
  if (member.phone) {
    await recordReplacement(
      tx,
      member.id,
      'phone',
      { value: member.phone, verified: member.phoneVerified },
      { value: phone, origin: 'changed', verified: false },
    );
  }
  await ctx.jobs.enqueueEmail(contactChangedEmail(member, { kind: 'phone', next: phone }, locale), { tx });
}

const isUniqueViolation = (err: unknown) => (err as { cause?: { code?: string } }).cause?.code === '23505';

async function saveChange(ctx: AppContext, member: MemberRow, change: Change, locale: Locale) {
  try {
    await ctx.db.transaction(async (tx) => {
      if (change.kind === 'email') {
        if (await emailTakenByAnother(tx, member.id, change.value))
          throw new AppError('CONFLICT', VERIFICATION_MESSAGES.emailTaken);
        await changeEmail(ctx, tx, member, change.value, locale);
      } else {
        await changePhone(ctx, tx, member, change.value, locale);
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', VERIFICATION_MESSAGES.emailTaken);
    throw err;
  }
}

/**
 * `PUT /api/users/{id}`: the caller's own email or phone only. A change needs the current password,
 * loses its verification, is recorded in the account's address history, and is told to the address
 * the account had (docs/decisions/0046-contact-changes-and-account-recovery.md). The request holds one
 * field, so a refusal saves nothing.
 */
export async function updateContact(
  ctx: AppContext,
  callerId: string,
  userId: string,
  input: ContactInput,
  requestLocale: Locale = DEFAULT_LOCALE,
) {
  if (callerId !== userId) throw new AppError('FORBIDDEN', VERIFICATION_MESSAGES.onlyOwnContact);
  const member = await findMemberById(ctx.db, callerId);
  if (!member) throw new AppError('UNAUTHORIZED', VERIFICATION_MESSAGES.emailVerificationFailed);
  const change = changeOf(member, input);
  if (change) {
    // Before the password: a refused address costs no wrong-password try (docs/decisions/0066-catching-scammers-early.md).
    if (change.kind === 'email' && isDisposableEmail(change.value))
      throw new AppError('BAD_REQUEST', ACCOUNT_CHECK_MESSAGES.disposableEmail);
    await requireCurrentPassword(ctx, member, input.currentPassword);
    await saveChange(ctx, member, change, member.locale ?? requestLocale);
    await withdrawCode(ctx, callerId, change.kind);
  }
  const after = (await findMemberById(ctx.db, callerId)) ?? member;
  return {
    email: after.email,
    phone: after.phone,
    emailVerified: after.emailVerified,
    phoneVerified: after.phoneVerified,
  };
}
