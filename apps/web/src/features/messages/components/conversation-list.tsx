import { Button, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import type { InboxResponse } from '@mithaq/contracts/messaging';
import { IconMessageCircleHeart } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { ListEmpty, ListError, LoadingState } from '../../../components/list-states';
import { useT } from '../../../i18n/use-t';
import { inboxErrorMessage } from '../lib/errors';
import { ConversationItem } from './conversation-item';
import classes from './messages.module.css';

interface ConversationListProps {
  inbox: UseQueryResult<InboxResponse>;
  viewerId: string | null;
  canRead: boolean;
  selectedId: string | null;
  hrefFor: (userId: string) => string;
  replace: boolean;
  isPhone: boolean;
}

/** 'No conversations yet.' with a way to the member's matches (spec section 2). */
export function NoConversations() {
  const t = useT();
  return (
    <ListEmpty
      icon={<IconMessageCircleHeart size={28} />}
      title={t('messages.inbox.empty.title')}
      description={t('messages.inbox.empty.description')}
      action={
        <Button component={Link} to="/dashboard?tab=accepted" mt="xs">
          {t('messages.inbox.empty.action')}
        </Button>
      }
    />
  );
}

/** The inbox sidebar, in the order the server sends: newest activity first. */
export function ConversationList({
  inbox,
  viewerId,
  canRead,
  selectedId,
  hrefFor,
  replace,
  isPhone,
}: ConversationListProps) {
  const t = useT();
  const headingId = useId();
  const lockedNoteId = useId();
  let body: React.ReactNode;
  if (inbox.isPending) body = <LoadingState label={t('messages.inbox.loading')} />;
  else if (!inbox.data) {
    body = (
      <div style={{ padding: 'var(--mantine-spacing-md)' }}>
        <ListError
          message={inboxErrorMessage(inbox.error, t)}
          onRetry={() => void inbox.refetch()}
          isRetrying={inbox.isFetching}
        />
      </div>
    );
  } else if (inbox.data.conversations.length === 0) body = <NoConversations />;
  else {
    body = (
      <ul
        className={classes.inboxList}
        aria-labelledby={headingId}
        // The blur is visual only: a screen reader hears why the previews read as locked.
        aria-describedby={canRead ? undefined : lockedNoteId}
      >
        {inbox.data.conversations.map((c) => (
          <ConversationItem
            key={c.user._id}
            conversation={c}
            viewerId={viewerId}
            canRead={canRead}
            isSelected={c.user._id === selectedId}
            href={hrefFor(c.user._id)}
            replace={replace}
          />
        ))}
      </ul>
    );
  }
  const unread = inbox.data?.unreadCount ?? 0;
  return (
    <section className={`${classes.inbox} ${isPhone ? classes.inboxPhone : ''}`} aria-labelledby={headingId}>
      <Group className={classes.inboxHeader} justify="space-between" wrap="nowrap">
        <Title order={2} fz="md" id={headingId}>
          {t('messages.inbox.title')}
        </Title>
        {unread > 0 && (
          <Text size="sm" c="emerald.7" fw={600}>
            {t('messages.inbox.unread', { count: unread })}
          </Text>
        )}
      </Group>
      {!canRead && <VisuallyHidden id={lockedNoteId}>{t('messages.inbox.previewsLocked')}</VisuallyHidden>}
      {body}
    </section>
  );
}
