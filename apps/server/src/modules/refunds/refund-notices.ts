import type { Locale } from '@mithaq/contracts';
import { brandedHtml, footnote, greeting, mailText, paragraph } from '../notify/email-frame.js';
import type { OutgoingEmail } from '../notify/mailer.js';

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
  to: string;
  name: string;
  planName: string;
  txnid: string;
  /** The member's language: the ticket reply and the email are written in it. */
  locale: Locale;
}

export interface Notice {
  /** The staff reply on the member's refund ticket. */
  ticketReply: string;
  email: OutgoingEmail;
}

function notice(subject: RefundSubject, emailSubject: string, paragraphs: string[]): Notice {
  const hello = greeting(subject.name, subject.locale);
  const closing = mailText(subject.locale)('mail.common.signature');
  return {
    ticketReply: paragraphs.join('\n\n'),
    email: {
      to: subject.to,
      subject: emailSubject,
      text: [hello, ...paragraphs, closing].join('\n\n'),
      html: brandedHtml([hello, ...paragraphs].map(paragraph).concat(footnote(closing)).join('\n'), subject.locale),
    },
  };
}

/** What the member is told when staff approve (ticket and email say the same). */
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
  return notice(subject, t('mail.refund.approvedSubject', { amount: paid.amount }), [refunded, membership]);
}

/** What the member is told when staff decline, with the staff's reason. */
export function declinedNotice(subject: RefundSubject, reason: string): Notice {
  const t = mailText(subject.locale);
  return notice(subject, t('mail.refund.declinedSubject'), [
    t('mail.refund.declined', { plan: subject.planName, txnid: subject.txnid, reason }),
    t('mail.refund.declinedUnchanged'),
  ]);
}
