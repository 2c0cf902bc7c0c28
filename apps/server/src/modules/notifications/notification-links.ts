import type { NotificationData, NotificationType } from '@mithaq/contracts/notifications';

/** The screen a notification opens, in the feed, in an email and from a push (paths of the site). */
export function notificationLink(
  type: NotificationType,
  { actorId, data }: { actorId: string | null; data: NotificationData },
): string {
  switch (type) {
    case 'interest-received':
      return '/dashboard?tab=interests';
    case 'photo-access-requested':
      return '/settings#photo-privacy';
    case 'photo-access-granted':
      return actorId ? `/profile?view=${actorId}` : '/settings#photo-privacy';
    case 'interest-accepted':
    case 'messages-unread':
      return actorId ? `/messages?user=${actorId}` : '/messages';
    case 'photo-approved':
    case 'photo-rejected':
      return '/profile';
    case 'id-verified':
    case 'id-rejected':
    case 'selfie-approved':
    case 'selfie-rejected':
      return '/verification';
    case 'ticket-answered':
      return data.ticketId ? `/support?ticket=${data.ticketId}` : '/support';
    case 'payment-received':
      return data.paymentId ? `/premium/receipt/${encodeURIComponent(data.paymentId)}` : '/premium';
    case 'refund-approved':
    case 'refund-declined':
    case 'membership-ending':
    case 'membership-ended':
      return '/premium';
    case 'staff-warning':
      return '/dashboard';
    case 'daily-picks':
    case 'picks-kept':
      return '/dashboard#todays-picks';
    case 'search-alert':
      // The saved search's results, newest first (docs/decisions/0065-coming-back.md "Saved searches").
      return data.searchId
        ? `/dashboard?tab=all&savedSearch=${encodeURIComponent(data.searchId)}`
        : '/dashboard?tab=all';
  }
}
