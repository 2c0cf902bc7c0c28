import { ACCOUNT_MESSAGES } from '@mithaq/contracts/account';
import { DEFAULT_LOCALE, type Locale } from '@mithaq/contracts/i18n/locales';
import { MESSAGES } from '@mithaq/contracts/messages';
import type { NameDisplay } from '@mithaq/contracts/names';
import { changeTimeZone } from '@mithaq/contracts/time-zone-change';
import { AppError } from '../../lib/app-error.js';
import { translateMessage } from '../../lib/i18n.js';
import { verifyPassword } from '../../lib/password.js';
import type { AppContext } from '../../platform/context.js';
import { htmlOpening, mailText } from '../../platform/mail/email-frame.js';
import type { OutgoingEmail } from '../../platform/mail/mailer.js';
import { changeAccountStatus } from '../account-status/account-status.service.js';
import { findMemberById } from '../members/index.js';
import * as repo from './account.repo.js';

function deletedEmail(to: string, locale: Locale): OutgoingEmail {
  const t = mailText(locale);
  const hello = t('mail.common.greetingNoName');
  const done = `${t('mail.deleted.done')} ${translateMessage(locale, ACCOUNT_MESSAGES.whatIsErased)}`;
  const kept = translateMessage(locale, ACCOUNT_MESSAGES.whatIsKept);
  const notYou = t('mail.deleted.notYou');
  return {
    to,
    subject: t('mail.deleted.subject'),
    text: `${hello}\n\n${done}\n\n${kept}\n\n${notYou}\n\nMithaq`,
    html: `${htmlOpening(locale)}<p>${hello}</p><p>${done}</p><p>${kept}</p><p>${notYou}</p><p>Mithaq</p></html>`,
  };
}

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
    ctx.jobs.enqueueEmail(deletedEmail(member.email, member.locale ?? DEFAULT_LOCALE), { tx }),
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
  if (!(await repo.acknowledgeNotice(ctx.db, memberId, noticeId)))
    throw new AppError('NOT_FOUND', ACCOUNT_MESSAGES.noticeNotFound);
  return { ok: true as const };
}

/**
 * `PUT /api/me/time-zone`: the schema has already checked the zone is one this server knows. Limits
 * follow the new zone from the member's next day (docs/decisions/0047-time-zone-changes-and-limits.md).
 */
export async function setTimeZone(ctx: AppContext, memberId: string, timeZone: string) {
  const now = new Date(ctx.clock());
  await ctx.db.transaction(async (tx) => {
    const current = await repo.lockTimeZone(tx, memberId);
    if (!current) throw new AppError('UNAUTHORIZED', MESSAGES.accountDeleted);
    await repo.updateTimeZone(tx, memberId, changeTimeZone(current, timeZone, now));
  });
  return { timeZone };
}

/** The member's language, saved on the account so it follows them to every device and their emails. */
export async function setLocale(ctx: AppContext, memberId: string, locale: Locale) {
  await repo.updateLocale(ctx.db, memberId, locale);
  return { locale };
}

/** How members who are not her matches see her name (docs/decisions/0054-short-names.md). */
export async function setNameDisplay(ctx: AppContext, memberId: string, nameDisplay: NameDisplay) {
  await repo.updateNameDisplay(ctx.db, memberId, nameDisplay);
  return { nameDisplay };
}
