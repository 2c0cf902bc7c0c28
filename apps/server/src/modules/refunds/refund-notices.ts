import type { Locale } from '@mithaq/contracts/i18n/locales';
import { mailText } from '../../platform/mail/email-frame.js';

/** ₹1,450.00, as the member's payment history writes it (Western digits in every language). */
const money = (rupees: string) =>
  `₹${Number(rupees).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** 23 Nov 2026, as the web writes dates, in the member's language with Western digits. */
const day = (date: Date, locale: Locale) =>
  date.toLocaleDateString(locale === 'en' ? 'en-IN' : `${locale}-u-nu-latn`, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

export interface RefundSubject {
  planName: string;
  txnid: string;
  /** The member's language: the ticket reply is written in it. */
  locale: Locale;
}

export interface Notice {
  /** The staff reply on the member's refund ticket (the feed item and its email say the decision). */
  ticketReply: string;
}

const notice = (paragraphs: string[]): Notice => ({ ticketReply: paragraphs.join('\n\n') });

/** What the refund ticket's reply tells the member when staff approve. */
export function approvedNotice(
  subject: RefundSubject,
  refund: { amount: string; payuRequestId: string | null; premiumUntil: Date | null; premium: boolean },
): Notice {
  const t = mailText(subject.locale);
  const membership = !refund.premium
    ? t('mail.refund.premiumEnded')
    : refund.premiumUntil
      ? t('mail.refund.premiumEndsOn', { date: day(refund.premiumUntil, subject.locale) })
      : t('mail.refund.premiumUnchanged');
  const paid = { amount: money(refund.amount), plan: subject.planName, txnid: subject.txnid };
  const refunded = refund.payuRequestId
    ? t('mail.refund.approvedWithReference', { ...paid, reference: refund.payuRequestId })
    : t('mail.refund.approved', paid);
  return notice([refunded, membership]);
}

/** What the refund ticket's reply tells the member when staff decline, with the staff's reason. */
export function declinedNotice(subject: RefundSubject, reason: string): Notice {
  const t = mailText(subject.locale);
  return notice([
    t('mail.refund.declined', { plan: subject.planName, txnid: subject.txnid, reason }),
    t('mail.refund.declinedUnchanged'),
  ]);
}
