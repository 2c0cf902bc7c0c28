import type { Locale } from '@mithaq/contracts/i18n/locales';
import type { NotificationType } from '@mithaq/contracts/notifications';
import { translate } from '../../../lib/i18n.js';
import type { NotificationMessageInput } from '../channels.js';
import { formatCalendarDate, formatRupees } from './notification-format.js';

/** One paragraph of a notification; `quoted` when staff or the member wrote it (shown apart, as written). */
export interface Paragraph {
  text: string;
  quoted?: boolean;
}

/** What a notification says, before it is framed as an email or a push. */
export interface NotificationContent {
  subject: string;
  paragraphs: Paragraph[];
  /** The call to action's label; it opens `input.link`. */
  action: string;
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** 'Ayesha from Hyderabad' (or 'Ayesha'; 'A member' when the account is gone): names and cities only. */
function whoOf(input: NotificationMessageInput, t: Translate): { name: string; who: string } {
  if (!input.actor) {
    const someone = t('mail.notify.someone');
    return { name: someone, who: someone };
  }
  const name = input.actor.fullName;
  return { name, who: input.actor.city ? t('mail.notify.who', { name, city: input.actor.city }) : name };
}

const plain = (text: string): Paragraph => ({ text });
const quoted = (text: string | undefined): Paragraph[] => (text?.trim() ? [{ text: text.trim(), quoted: true }] : []);

/** Staff notes on the member's own photo or ID: a label, then the notes as written. */
const notes = (input: NotificationMessageInput, t: Translate): Paragraph[] =>
  input.data.notes?.trim() ? [plain(t('mail.notify.notes')), ...quoted(input.data.notes)] : [];

function about(
  key: string,
  t: Translate,
  values: Record<string, unknown> = {},
  action = `mail.notify.${key}.action`,
): NotificationContent {
  return {
    subject: t(`mail.notify.${key}.subject`, values),
    paragraphs: [plain(t(`mail.notify.${key}.body`, values))],
    action: t(action),
  };
}

const withParagraphs = (content: NotificationContent, ...more: Paragraph[]): NotificationContent => ({
  ...content,
  paragraphs: [...content.paragraphs, ...more],
});

/**
 * The words of one notification in the recipient's language. Never a message's content: only who (name
 * and city), how many, and what the member may already read in the app about their own account.
 */
export function notificationContent(input: NotificationMessageInput): NotificationContent {
  const locale: Locale = input.locale;
  const t: Translate = (key, values) => translate(locale, key, values);
  const { data } = input;
  const amount = data.amount === undefined ? null : formatRupees(locale, data.amount);
  const date = data.endsAt ? formatCalendarDate(locale, data.endsAt) : null;
  const writers: Record<NotificationType, () => NotificationContent> = {
    'interest-received': () => about('interestReceived', t, whoOf(input, t)),
    'interest-accepted': () => about('interestAccepted', t, whoOf(input, t)),
    'photo-access-requested': () => about('photoAccessRequested', t, whoOf(input, t)),
    'photo-access-granted': () => about('photoAccessGranted', t, whoOf(input, t)),
    'messages-unread': () => about('messagesUnread', t, { ...whoOf(input, t), count: Math.max(1, input.count ?? 1) }),
    'photo-approved': () => withParagraphs(about('photoApproved', t), ...notes(input, t)),
    'photo-rejected': () => withParagraphs(about('photoRejected', t), ...notes(input, t)),
    'id-verified': () => withParagraphs(about('idVerified', t), ...notes(input, t)),
    'id-rejected': () => withParagraphs(about('idRejected', t), ...notes(input, t)),
    'selfie-approved': () => withParagraphs(about('selfieApproved', t), ...notes(input, t)),
    'selfie-rejected': () => withParagraphs(about('selfieRejected', t), ...notes(input, t)),
    'ticket-answered': () => ({
      subject: data.subject?.trim()
        ? t('mail.notify.ticketAnswered.subject', { subject: data.subject.trim() })
        : t('mail.notify.ticketAnswered.subjectNoTitle'),
      paragraphs: [...quoted(data.subject), plain(t('mail.notify.ticketAnswered.body'))],
      action: t('mail.notify.ticketAnswered.action'),
    }),
    'payment-received': () => {
      const plan = data.planName?.trim() || t('mail.notify.premium');
      return {
        subject: t('mail.notify.paymentReceived.subject', { plan }),
        paragraphs: [
          plain(
            amount
              ? t('mail.notify.paymentReceived.body', { plan, amount })
              : t('mail.notify.paymentReceived.bodyNoAmount', { plan }),
          ),
          plain(t('mail.notify.paymentReceived.receipt')),
        ],
        action: t('mail.notify.paymentReceived.action'),
      };
    },
    'refund-approved': () => ({
      subject: t('mail.notify.refundApproved.subject'),
      paragraphs: [
        plain(amount ? t('mail.notify.refundApproved.body', { amount }) : t('mail.notify.refundApproved.bodyNoAmount')),
        ...notes(input, t),
      ],
      action: t('mail.notify.refund.action'),
    }),
    'refund-declined': () =>
      withParagraphs(about('refundDeclined', t, {}, 'mail.notify.refund.action'), ...notes(input, t)),
    'membership-ending': () => ({
      subject: t('mail.notify.membershipEnding.subject'),
      paragraphs: [
        plain(date ? t('mail.notify.membershipEnding.body', { date }) : t('mail.notify.membershipEnding.bodyNoDate')),
      ],
      action: t('mail.notify.membership.action'),
    }),
    'membership-ended': () => ({
      subject: t('mail.notify.membershipEnded.subject'),
      paragraphs: [
        plain(date ? t('mail.notify.membershipEnded.body', { date }) : t('mail.notify.membershipEnded.bodyNoDate')),
      ],
      action: t('mail.notify.membership.action'),
    }),
    'staff-warning': () =>
      withParagraphs(about('staffWarning', t), ...quoted(data.message), plain(t('mail.notify.staffWarning.after'))),
    'daily-picks': () => about('dailyPicks', t, { count: data.count ?? 0 }),
    'picks-kept': () => about('picksKept', t),
    'search-alert': () => about('searchAlert', t, { count: data.count ?? 1, name: data.searchName ?? '' }),
  };
  return writers[input.type]();
}
