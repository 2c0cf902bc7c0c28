import { ThemeIcon } from '@mantine/core';
import type { NotificationItem } from '@mithaq/contracts/notifications';
import {
  IconAlertTriangle,
  IconBellRinging,
  IconCalendarDue,
  IconCalendarX,
  IconEye,
  IconHeadset,
  IconHeart,
  IconHeartHandshake,
  IconId,
  IconIdOff,
  IconMessageCircle,
  IconPhotoCheck,
  IconPhotoQuestion,
  IconPhotoX,
  IconReceipt,
  IconReceiptOff,
  IconReceiptRefund,
  IconSparkles,
  IconUserCheck,
  IconUserX,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

type Icon = ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;

const ICONS: Record<NotificationItem['type'], { icon: Icon; color: string }> = {
  'interest-received': { icon: IconHeart, color: 'emerald' },
  'interest-accepted': { icon: IconHeartHandshake, color: 'emerald' },
  'photo-access-requested': { icon: IconPhotoQuestion, color: 'gold' },
  'photo-access-granted': { icon: IconEye, color: 'emerald' },
  'messages-unread': { icon: IconMessageCircle, color: 'emerald' },
  'photo-approved': { icon: IconPhotoCheck, color: 'emerald' },
  'photo-rejected': { icon: IconPhotoX, color: 'red' },
  'id-verified': { icon: IconId, color: 'emerald' },
  'id-rejected': { icon: IconIdOff, color: 'red' },
  'selfie-approved': { icon: IconUserCheck, color: 'emerald' },
  'selfie-rejected': { icon: IconUserX, color: 'red' },
  'ticket-answered': { icon: IconHeadset, color: 'blue' },
  'payment-received': { icon: IconReceipt, color: 'emerald' },
  'refund-approved': { icon: IconReceiptRefund, color: 'emerald' },
  'refund-declined': { icon: IconReceiptOff, color: 'red' },
  'membership-ending': { icon: IconCalendarDue, color: 'gold' },
  'membership-ended': { icon: IconCalendarX, color: 'gold' },
  'staff-warning': { icon: IconAlertTriangle, color: 'red' },
  'daily-picks': { icon: IconSparkles, color: 'gold' },
  'picks-kept': { icon: IconSparkles, color: 'gold' },
  'search-alert': { icon: IconBellRinging, color: 'emerald' },
};

/** In place of a member's photo, for the notifications about the member's own account. */
export function NotificationTypeIcon({ type, size }: { type: NotificationItem['type']; size: number }) {
  const { icon: TypeIcon, color } = ICONS[type];
  return (
    <ThemeIcon size={size} radius="xl" variant="light" color={color} style={{ flexShrink: 0 }}>
      <TypeIcon size={Math.round(size / 2)} aria-hidden />
    </ThemeIcon>
  );
}
