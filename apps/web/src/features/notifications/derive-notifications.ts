import type { InterestProfile, InterestsResponse } from '@mithaq/contracts';
import type { Translate } from '../../i18n/use-t';

/**
 * Notifications are derived on the client from the interests response (spec sections 3 and 7:
 * the call that fetches notifications is not shown). Pure, so it is unit tested.
 */
export type NotificationType = 'interest-received' | 'interest-accepted';

export interface AppNotification {
  /** The interest id for a received interest; `match:{interestId}` for a match, so reading one does not read the other. */
  id: string;
  type: NotificationType;
  /** The member's name; null when it is missing, and the item reads 'A new interest' (spec section 2). */
  name: string | null;
  profile: Pick<InterestProfile, '_id' | 'fullName' | 'photoUrl'>;
  at: string;
  /** Where its 'View interests' button goes. */
  href: string;
}

export interface NotificationGroups {
  /** Interests received, awaiting this member's response. */
  incoming: number;
  /** Interests this member sent that the other has yet to answer. */
  sent: number;
  /** Mutual matches. */
  accepted: number;
}

function nameOf(p: InterestProfile): string | null {
  const name = p.fullName?.trim();
  return name ? name : null;
}

export function deriveNotifications(data: InterestsResponse | undefined): AppNotification[] {
  if (!data) return [];
  const received = data.received.map((p): AppNotification => {
    const name = nameOf(p);
    return {
      id: p.interestId,
      type: 'interest-received',
      name,
      profile: { _id: p._id, fullName: name ?? '', photoUrl: p.photoUrl },
      at: p.interestAt,
      href: '/dashboard?tab=interests',
    };
  });
  const matches = data.accepted.map((p): AppNotification => {
    const name = nameOf(p);
    return {
      id: `match:${p.interestId}`,
      type: 'interest-accepted',
      name,
      profile: { _id: p._id, fullName: name ?? '', photoUrl: p.photoUrl },
      at: p.interestAt,
      href: '/dashboard?tab=accepted',
    };
  });
  // Newest first; ties keep a stable order by id so the list does not jump on refresh.
  return [...received, ...matches].sort((a, b) => b.at.localeCompare(a.at) || a.id.localeCompare(b.id));
}

export function groupCounts(data: InterestsResponse | undefined): NotificationGroups {
  return { incoming: data?.received.length ?? 0, sent: data?.sent.length ?? 0, accepted: data?.accepted.length ?? 0 };
}

/** Spec section 4: a notification is unread until its id is among the stored last-read ids. */
export function unreadIds(items: readonly AppNotification[], readIds: Iterable<string>): string[] {
  const read = new Set(readIds);
  return items.filter((n) => !read.has(n.id)).map((n) => n.id);
}

/** Parses the stored ids defensively: anything but an array of strings counts as nothing read. */
export function parseReadIds(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The page header (spec section 2): 'You have N new notification(s).' or 'You are all caught up!'. */
export function headerText(t: Translate, newCount: number): string {
  return newCount <= 0 ? t('notifications.caughtUp') : t('notifications.newCount', { count: newCount });
}
