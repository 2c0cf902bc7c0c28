import { Alert, Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ConversationSummary } from '@mithaq/contracts/messaging';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo } from 'react';
import { LoadingState } from '../../../components/list-states';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { inboxQueryKey } from '../api/get-inbox';
import { useThread } from '../api/get-thread';
import { useSetBlocked } from '../api/set-blocked';
import { threadErrorDetail } from '../lib/errors';
import { displayName } from '../lib/preview';
import { composerBlocker, emptyThreadNote } from '../lib/thread-access';
import { heldMessagesOf, threadMessages } from '../lib/thread-pages';
import { ChaperoneBanner } from './chaperone-banner';
import { MessageList } from './message-list';
import classes from './messages.module.css';
import { ReviewNotice } from './review-notice';
import { ThreadFooter } from './thread-footer';
import { type BlockControl, ThreadHeader } from './thread-header';

interface ThreadPanelProps {
  userId: string;
  viewerId: string | null;
  /** The inbox's entry, if listed: name and photo to show while the thread loads. */
  summary: ConversationSummary | undefined;
  isPhone: boolean;
  onBack?: () => void;
}

/** The open conversation: header, messages and composer (spec section 2 "Messages"). */
export function ThreadPanel({ userId, viewerId, summary, isPhone, onBack }: ThreadPanelProps) {
  const t = useT();
  const thread = useThread(userId);
  const setBlocked = useSetBlocked(userId);
  const queryClient = useQueryClient();
  const first = thread.data?.pages[0];
  const messages = useMemo(() => threadMessages(thread.data?.pages ?? []), [thread.data]);
  // The viewer's own messages held for review follow the delivered ones (docs/decisions/0067-risk-record.md).
  const shown = useMemo(() => [...messages, ...heldMessagesOf(thread.data?.pages ?? [])], [messages, thread.data]);
  const reviewNoticeId = useId();

  // Opening the thread read its messages: the inbox (and the nav badge) catch up (spec section 4).
  // Without premium nothing turns read, so there is nothing to catch up on.
  const hasUnread = (summary?.unreadCount ?? 0) > 0 && first?.canRead === true;
  const loadedAt = thread.dataUpdatedAt;
  useEffect(() => {
    if (loadedAt > 0 && hasUnread) void queryClient.invalidateQueries({ queryKey: inboxQueryKey });
  }, [loadedAt, hasUnread, queryClient]);

  const block: BlockControl = {
    isPending: setBlocked.isPending,
    setBlocked: (blocked) =>
      setBlocked.mutate(blocked, {
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('messages.errors.blockFailed'),
            message: errorMessage(error, t('messages.errors.tryAgainLater')),
          }),
      }),
  };

  const user = first?.otherUser ?? summary?.user ?? { _id: userId, fullName: null, photoUrl: null };
  const headerUser = { ...user, fullName: displayName(user.fullName, t('messages.unnamedMember')) };
  const otherName = headerUser.fullName;

  let body: React.ReactNode;
  if (thread.isPending) body = <LoadingState label={t('messages.thread.loading')} />;
  else if (thread.isError || !first) {
    // Spec section 8: the thread is cleared and the failure shown, with a way to try again.
    const detail = threadErrorDetail(thread.error, t);
    body = (
      <Stack p="md">
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertTriangle size={20} />}
          title={t('messages.errors.loadConversationFailed')}
        >
          {detail}
          <Button
            mt={detail ? 'xs' : 0}
            display="block"
            size="xs"
            variant="white"
            color="red.8"
            leftSection={<IconRefresh size={14} />}
            loading={thread.isFetching}
            onClick={() => void thread.refetch()}
          >
            {t('messages.thread.tryAgain')}
          </Button>
        </Alert>
      </Stack>
    );
  } else {
    // Wide screens show the page's premium prompt right above the thread (pages/messages-page.tsx),
    // so the thread does not repeat it in place of the composer.
    const isPromptAbove = !isPhone && composerBlocker(first) === 'premium';
    body = (
      <>
        <MessageList
          messages={shown}
          viewerId={viewerId}
          otherName={otherName}
          emptyNote={emptyThreadNote(first)}
          hasOlder={thread.hasNextPage}
          isLoadingOlder={thread.isFetchingNextPage}
          onLoadOlder={() => void thread.fetchNextPage()}
        />
        {first.chaperoned && <ChaperoneBanner userId={userId} chaperone={first.chaperone} />}
        {first.underReview && <ReviewNotice id={reviewNoticeId} />}
        {!isPromptAbove && (
          <div className={classes.footer}>
            <ThreadFooter
              thread={first}
              userId={userId}
              otherName={otherName}
              block={block}
              describedBy={first.underReview ? reviewNoticeId : undefined}
            />
          </div>
        )}
      </>
    );
  }

  const showThread = thread.isSuccess && !thread.isError && first;
  return (
    <section
      className={classes.thread}
      data-phone={isPhone || undefined}
      aria-label={t('messages.thread.label', { name: otherName })}
      style={isPhone ? { flex: 1 } : undefined}
    >
      <ThreadHeader
        user={headerUser}
        blocks={showThread ? first : undefined}
        block={block}
        onBack={onBack}
        messageIds={messages.map((m) => m._id)}
      />
      {body}
    </section>
  );
}
