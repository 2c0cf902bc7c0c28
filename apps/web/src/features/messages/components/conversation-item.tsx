import { Trans } from '@lingui/react';
import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import type { ConversationSummary } from '@mithaq/contracts/messaging';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MemberAvatar } from '../../../components/member-avatar';
import { TrustShield } from '../../../components/trust-shield';
import { useFormat } from '../../../i18n/format';
import { type Translate, useT } from '../../../i18n/use-t';
import { formatBadgeCount } from '../../../lib/format';
import { formatInboxTime } from '../lib/format-time';
import { type ConversationPreview, conversationPreview, displayName } from '../lib/preview';
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
  const t = useT();
  const format = useFormat();
  const { user, unreadCount } = conversation;
  const name = displayName(user.fullName, t('messages.unnamedMember'));
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
            <Text fw={isUnread ? 700 : 600} truncate="end" dir="auto">
              {name}
            </Text>
            {conversation.available && <TrustShield trust={user.trust} name={name} isStatic />}
            {conversation.blockedByMe && (
              <Badge size="xs" color="gray" variant="light" c="gray.8" style={{ flexShrink: 0 }}>
                {t('messages.inbox.blocked')}
              </Badge>
            )}
          </Group>
          {conversation.available && (
            <Text
              component="time"
              dateTime={at}
              dir="auto"
              title={format.dateTime(at)}
              size="xs"
              c={isUnread ? 'emerald.7' : 'gray.7'}
              fw={isUnread ? 600 : 400}
              style={{ flexShrink: 0 }}
              // '5 minutes ago' may have become '6' between the server drawing the page and the browser taking it over.
              suppressHydrationWarning
            >
              {formatInboxTime(at, format)}
            </Text>
          )}
        </Group>
        <Group gap="xs" wrap="nowrap" justify="space-between" mt={2}>
          {preview.kind === 'locked' ? (
            <LockedPreview text={t('messages.inbox.lockedPreview')} />
          ) : (
            <Text
              size="sm"
              truncate="end"
              c={preview.kind === 'unread' ? 'dark.7' : 'gray.7'}
              fw={preview.kind === 'unread' ? 600 : 400}
              fs={preview.kind === 'start' || preview.kind === 'unavailable' ? 'italic' : undefined}
              // The words alone take their own direction, so a long English message is cut at its own end.
              dir={preview.kind === 'received' ? 'auto' : undefined}
            >
              <PreviewText preview={preview} canRead={canRead} t={t} />
            </Text>
          )}
          {badge && (
            <Badge color="emerald.7" size="md" circle={badge.length === 1} style={{ flexShrink: 0 }}>
              <span aria-hidden>{badge}</span>
              <VisuallyHidden>{t('messages.inbox.unread', { count: unreadCount })}</VisuallyHidden>
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

/** The preview line's words: a label in the reader's language, the message isolated in its own direction. */
function PreviewText({ preview, canRead, t }: { preview: ConversationPreview; canRead: boolean; t: Translate }) {
  const words = <bdi dir="auto">{preview.content}</bdi>;
  switch (preview.kind) {
    case 'unavailable':
      return t('messages.inbox.unavailable');
    case 'start':
      // A free member cannot write first, so they are not invited to.
      return canRead ? t('messages.inbox.start') : t('messages.thread.noMessagesYet');
    case 'own':
      return <Trans id="messages.inbox.own" values={{ text: words }} />;
    case 'unread':
      return <Trans id="messages.inbox.new" values={{ text: words }} />;
    default:
      return words;
  }
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
        <IconLock size={12} aria-hidden style={{ verticalAlign: '-1px', marginInlineEnd: 4 }} />
        {text}
      </Text>
    </div>
  );
}
