import type { Locale } from '@mithaq/contracts/i18n/locales';
import type {
  NotificationData,
  NotificationKind,
  NotificationType,
  PushPayload,
} from '@mithaq/contracts/notifications';
import type { OutgoingEmail } from '../../platform/mail/mailer.js';

/** What an email or a push about one notification is written from: names and cities, never content. */
export interface NotificationMessageInput {
  locale: Locale;
  recipient: { email: string; fullName: string };
  type: NotificationType;
  /** The other member, as far as the recipient may know them (name and city only). */
  actor: { fullName: string; city: string | null } | null;
  data: NotificationData;
  /** Absolute address of the screen it opens (PUBLIC_URL + notificationLink). */
  link: string;
  /** `messages-unread`: how many messages from the actor are unread. */
  count?: number;
}

/** RFC 8058: where the visible link and `List-Unsubscribe` point; null for account records. */
export interface UnsubscribeLink {
  kind: NotificationKind;
  url: string;
}

/** Writes notification emails and push texts in the member's language (emails/notification-writer.ts). */
export interface NotificationWriter {
  email(input: NotificationMessageInput, unsubscribe: UnsubscribeLink | null): OutgoingEmail;
  /** One email for everything a member asked to hear about once a day. */
  digest(
    recipient: NotificationMessageInput['recipient'] & { locale: Locale },
    items: NotificationMessageInput[],
    unsubscribe: UnsubscribeLink[],
  ): OutgoingEmail;
  push(input: NotificationMessageInput): PushPayload;
}

/** Web Push to every device a member subscribed (modules/push). */
export interface PushSender {
  /** Resolves with how many devices accepted it; subscriptions the service says are gone are removed. */
  sendToMember(memberId: string, payload: PushPayload): Promise<number>;
}
