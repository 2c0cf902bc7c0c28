import type { NotificationItem } from '@mithaq/contracts/notifications';
import { PLAN_IDS } from '@mithaq/contracts/plans';
import type { Formatters } from '../../../i18n/format';
import type { Translate } from '../../../i18n/use-t';

/** What one feed item shows, from its type, member and data: pure, so every type is unit tested. */
export interface NotificationView {
  /** The other member's name; null when there is none (or it is blank), and `titleKey` heads the item. */
  name: string | null;
  titleKey: string;
  /** The sentence; `{name}` in it is the member's name. */
  messageKey: string;
  /**
   * The sentence's other values, formatted for the reader (a subject, a plan, a rupee amount, a date); a
   * count stays a number, for its plural (ICU `plural`).
   */
  values: Record<string, string | number>;
  /** Text our staff wrote for this member (notes on a decision, a warning), shown as written. */
  quote: { labelKey: string; text: string } | null;
  action: { labelKey: string; to: string };
}

type Parts = Omit<NotificationView, 'name' | 'quote' | 'action'> & { actionKey: string };

const present = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/** A plan id (`gold`) in the reader's language; a name the server wrote out is shown as it is. */
function planLabel(t: Translate, plan: string | undefined): string | undefined {
  if (!present(plan)) return undefined;
  const id = plan.trim().toLowerCase();
  return (PLAN_IDS as readonly string[]).includes(id) ? t(`notifications.plan.${id}`) : plan.trim();
}

/** 'Your Gold membership ends on 3 Dec 2026', with fewer words as the data has fewer facts. */
function membershipParts(key: 'membershipEnding' | 'membershipEnded', plan: string | undefined, date?: string): Parts {
  const base = `notifications.${key}`;
  const messageKey = !date ? `${base}.messagePlain` : plan ? `${base}.message` : `${base}.messageNoPlan`;
  return {
    titleKey: `${base}.title`,
    messageKey,
    values: { ...(plan ? { plan } : {}), ...(date ? { date } : {}) },
    actionKey: 'notifications.action.renew',
  };
}

function partsFor(item: NotificationItem, t: Translate, format: Formatters, named: boolean): Parts {
  const { data } = item;
  const amount = data.amount === undefined ? undefined : format.rupees(data.amount);
  const plan = planLabel(t, data.planName);
  const endsAt = present(data.endsAt) ? format.date(data.endsAt) : undefined;
  switch (item.type) {
    case 'interest-received':
      return {
        titleKey: 'notifications.received.noName',
        messageKey: named ? 'notifications.received.message' : 'notifications.received.anonymous',
        values: {},
        actionKey: 'notifications.item.view',
      };
    case 'interest-accepted':
      return {
        titleKey: 'notifications.match.noName',
        messageKey: named ? 'notifications.match.message' : 'notifications.match.anonymous',
        values: {},
        actionKey: 'notifications.action.openConversation',
      };
    case 'photo-access-requested':
      return {
        titleKey: 'notifications.photoAccessRequested.title',
        messageKey: named
          ? 'notifications.photoAccessRequested.message'
          : 'notifications.photoAccessRequested.anonymous',
        values: {},
        actionKey: 'notifications.action.openPhotoPrivacy',
      };
    case 'photo-access-granted':
      return {
        titleKey: 'notifications.photoAccessGranted.title',
        messageKey: named ? 'notifications.photoAccessGranted.message' : 'notifications.photoAccessGranted.anonymous',
        values: {},
        actionKey: 'notifications.action.viewProfile',
      };
    case 'messages-unread':
      // Told by the Messages badge, not the feed; drawn all the same should the server send one.
      return simple('messagesUnread', 'notifications.action.openConversation');
    case 'photo-approved':
      return simple('photoApproved', 'notifications.action.viewProfile');
    case 'photo-rejected':
      return simple('photoRejected', 'notifications.action.updatePhoto');
    case 'id-verified':
      return simple('idVerified', 'notifications.action.openVerification');
    case 'id-rejected':
      return simple('idRejected', 'notifications.action.openVerification');
    case 'selfie-approved':
      return simple('selfieApproved', 'notifications.action.openVerification');
    case 'selfie-rejected':
      return simple('selfieRejected', 'notifications.action.openVerification');
    case 'ticket-answered':
      return present(data.subject)
        ? { ...simple('ticketAnswered', 'notifications.action.viewTicket'), values: { subject: data.subject.trim() } }
        : {
            ...simple('ticketAnswered', 'notifications.action.viewTicket'),
            messageKey: 'notifications.ticketAnswered.messageNoSubject',
          };
    case 'payment-received': {
      const base = simple('paymentReceived', 'notifications.action.seeReceipt');
      if (!amount) return { ...base, messageKey: 'notifications.paymentReceived.messagePlain' };
      if (!plan) return { ...base, messageKey: 'notifications.paymentReceived.messageNoPlan', values: { amount } };
      return { ...base, values: { amount, plan } };
    }
    case 'refund-approved': {
      const base = simple('refundApproved', 'notifications.action.viewPlans');
      return amount
        ? { ...base, values: { amount } }
        : { ...base, messageKey: 'notifications.refundApproved.messagePlain' };
    }
    case 'refund-declined':
      return simple('refundDeclined', 'notifications.action.viewPlans');
    case 'membership-ending':
      return membershipParts('membershipEnding', plan, endsAt);
    case 'membership-ended':
      return membershipParts('membershipEnded', plan, endsAt);
    case 'staff-warning':
      return simple('staffWarning', 'notifications.action.goHome');
    case 'daily-picks':
      return counted(simple('dailyPicks', 'notifications.action.seePicks'), data.count);
    case 'picks-kept':
      return counted(simple('picksKept', 'notifications.action.seePicks'), data.count);
    case 'search-alert':
      return searchAlertParts(data.count, data.searchName);
  }
}

/** With a count, the sentence says how many (its plural); without one, its plain form. */
function counted(parts: Parts, count: number | undefined): Parts {
  return count === undefined ? { ...parts, messageKey: `${parts.messageKey}Plain` } : { ...parts, values: { count } };
}

/** '3 new members fit your saved search “Sunni, Hyderabad”', with fewer words as the data has fewer facts. */
function searchAlertParts(count: number | undefined, searchName: string | undefined): Parts {
  const base = counted(simple('searchAlert', 'notifications.action.seeSearch'), count);
  if (!present(searchName)) return { ...base, messageKey: `${base.messageKey}NoName` };
  return { ...base, values: { ...base.values, search: searchName.trim() } };
}

function simple(key: string, actionKey: string): Parts {
  return { titleKey: `notifications.${key}.title`, messageKey: `notifications.${key}.message`, values: {}, actionKey };
}

function quoteFor(item: NotificationItem): NotificationView['quote'] {
  if (item.type === 'staff-warning' && present(item.data.message)) {
    return { labelKey: 'notifications.quote.warning', text: item.data.message.trim() };
  }
  if (present(item.data.notes)) return { labelKey: 'notifications.quote.notes', text: item.data.notes.trim() };
  return null;
}

const ABOUT_MEMBER = [
  'interest-received',
  'interest-accepted',
  'photo-access-requested',
  'photo-access-granted',
] as const satisfies readonly NotificationItem['type'][];

export function describeNotification(item: NotificationItem, t: Translate, format: Formatters): NotificationView {
  // Only interests and photo access are about another member; the others are the member's own account, picks
  // and searches.
  const isAboutMember = (ABOUT_MEMBER as readonly string[]).includes(item.type);
  const name = (isAboutMember && item.member?.fullName.trim()) || null;
  const { actionKey, ...parts } = partsFor(item, t, format, name !== null);
  return { name, ...parts, quote: quoteFor(item), action: { labelKey: actionKey, to: item.link } };
}
