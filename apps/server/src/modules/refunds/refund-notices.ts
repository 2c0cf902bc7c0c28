import { brandedHtml, footnote, paragraph } from '../notify/email-frame.js';
import type { OutgoingEmail } from '../notify/mailer.js';

/** ₹1,450.00, as the member's payment history writes it. */
const money = (rupees: string) =>
  `₹${Number(rupees).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** 23 Nov 2026, as the web writes dates. */
const day = (date: Date) =>
  date.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

export interface RefundSubject {
  to: string;
  name: string;
  planName: string;
  txnid: string;
}

export interface Notice {
  /** The staff reply on the member's refund ticket. */
  ticketReply: string;
  email: OutgoingEmail;
}

function notice(subject: RefundSubject, emailSubject: string, paragraphs: string[]): Notice {
  const greeting = subject.name ? `Assalamu alaikum ${subject.name},` : 'Assalamu alaikum,';
  const closing = 'Mithaq: a trusted place to find your spouse';
  return {
    ticketReply: paragraphs.join('\n\n'),
    email: {
      to: subject.to,
      subject: emailSubject,
      text: [greeting, ...paragraphs, closing].join('\n\n'),
      html: brandedHtml([greeting, ...paragraphs].map(paragraph).concat(footnote(closing)).join('\n')),
    },
  };
}

/** What the member is told when staff approve (ticket and email say the same). */
export function approvedNotice(
  subject: RefundSubject,
  refund: { amount: string; payuRequestId: string | null; premiumUntil: Date | null; premium: boolean },
): Notice {
  const membership = !refund.premium
    ? 'Your premium membership has ended.'
    : refund.premiumUntil
      ? `Your premium membership now ends on ${day(refund.premiumUntil)}.`
      : 'Your premium membership is unchanged.';
  const reference = refund.payuRequestId ? ` (PayU refund reference ${refund.payuRequestId})` : '';
  return notice(subject, `Your Mithaq refund of ${money(refund.amount)}`, [
    `We have refunded ${money(refund.amount)} for your ${subject.planName} plan, transaction ${subject.txnid}${reference}. It goes back to the card or account you paid with; banks usually show it within 5 to 7 working days.`,
    membership,
  ]);
}

/** What the member is told when staff decline, with the staff's reason. */
export function declinedNotice(subject: RefundSubject, reason: string): Notice {
  return notice(subject, 'About your Mithaq refund request', [
    `We looked at your request to refund your ${subject.planName} plan (transaction ${subject.txnid}) and cannot refund it: ${reason}`,
    'Your membership is unchanged. If you have questions, reply on your support ticket.',
  ]);
}
