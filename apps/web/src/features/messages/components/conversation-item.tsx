import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import type { ConversationSummary } from '@mithaq/contracts';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MemberAvatar } from '../../../components/member-avatar';
import { formatBadgeCount } from '../../../lib/format';
import { formatFull, formatInboxTime } from '../lib/format-time';
import { conversationPreview, displayName } from '../lib/preview';
import classes from './messages.module.css';

/** Marks a thread opened from the inbox, so the phone's Back can simply go back in history. */
export const IN_APP = { fromInbox: true } as const;

interface ConversationItemProps {
  conversation: ConversationSummary;
  viewerId: string | null;
  canRead: boolean;
  isSelected: boolean;
  href: string;
  /** Desktop swaps the open thread in place; phones push, so the browser's Back returns to the inbox. */
  replace: boolean;
}

/**
 * One inbox entry (spec section 2 "Messages"): avatar, name or 'Member', unread badge, preview, time.
 * A link, so the keyboard tabs through conversations and Enter opens one.
 */
export function ConversationItem({
  conversation,
  viewerId,
  canRead,
  isSelected,
  href,
  replace,
}: ConversationItemProps) {
  const { user, unreadCount } = conversation;
  const name = displayName(user.fullName);
  const preview = conversationPreview(conversation, viewerId, canRead);
  const badge = formatBadgeCount(unreadCount);
  const isUnread = unreadCount > 0;
  const at = conversation.lastMessage?.createdAt ?? conversation.lastActivityAt;

  const body = (
    <>
      <MemberAvatar member={{ ...user, fullName: name }} size={48} radius="xl" alt="" aria-hidden />
      <div className={classes.conversationBody}>
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <Text fw={isUnread ? 700 : 600} truncate="end">
              {name}
            </Text>
            {conversation.blockedByMe && (
              <Badge size="xs" color="gray" variant="light" c="gray.8" style={{ flexShrink: 0 }}>
                Blocked
              </Badge>
            )}
          </Group>
          {conversation.available && (
            <Text
              component="time"
              dateTime={at}
              title={formatFull(at)}
              size="xs"
              c={isUnread ? 'emerald.7' : 'gray.7'}
              fw={isUnread ? 600 : 400}
              style={{ flexShrink: 0 }}
            >
              {formatInboxTime(at)}
            </Text>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap" justify="space-between" mt={2}>
          {preview.kind === 'locked' ? (
            <LockedPreview text={preview.text} />
          ) : (
            <Text
              size="sm"
              truncate="end"
              c={preview.kind === 'unread' ? 'dark.7' : 'gray.7'}
              fw={preview.kind === 'unread' ? 600 : 400}
              fs={preview.kind === 'start' || preview.kind === 'unavailable' ? 'italic' : undefined}
            >
              {preview.text}
            </Text>
          )}
          {badge && (
            <Badge color="emerald.7" size="md" circle={badge.length === 1} style={{ flexShrink: 0 }}>
              <span aria-hidden>{badge}</span>
              <VisuallyHidden>{`${unreadCount} unread`}</VisuallyHidden>
            </Badge>
          )}
        </Group>
      </div>
    </>
  );

  if (!conversation.available) {
    return (
      <li>
        <div className={`${classes.conversation} ${classes.conversationUnavailable}`}>{body}</div>
      </li>
    );
  }
  return (
    <li>
      <Link
        to={href}
        replace={replace}
        state={replace ? undefined : IN_APP}
        className={classes.conversation}
        aria-current={isSelected ? 'page' : undefined}
      >
        {body}
      </Link>
    </li>
  );
}

/**
 * Spec section 2: a free member's conversations are shown blurred with the preview hidden. The
 * server sent no words, so a blurred shape stands where they would be, above 'Upgrade to Premium
 * to view this message'.
 */
function LockedPreview({ text }: { text: string }) {
  return (
    <div className={classes.lockedPreview} data-locked-preview>
      <span className={classes.blurredLine} aria-hidden />
      <Text size="xs" c="gold.9" fw={600} truncate="end">
        <IconLock size={12} aria-hidden style={{ verticalAlign: '-1px', marginRight: 4 }} />
        {text}
      </Text>
    </div>
  );
}
