import { Button, Card, Center, Loader, Stack, Text } from '@mantine/core';
import type { Ticket, TicketMessage } from '@mithaq/contracts/support';
import { IconHistory } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { isCatalogLoaded, loadNamespaces } from '../i18n/i18n';
import { useLocale, useT } from '../i18n/use-t';
import { errorMessage } from '../lib/api-client';
import { oldestFirst } from '../lib/paged-messages';
import { ListError, LoadingState } from './list-states';

interface TicketMessagesProps {
  /** Oldest first. */
  messages: TicketMessage[];
  /** The line above a message: who wrote it and when. */
  byline: (message: TicketMessage) => ReactNode;
  hasEarlier: boolean;
  isLoadingEarlier: boolean;
  /** Why the last 'Show earlier messages' failed, in the server's words; null when it did not. */
  earlierError: string | null;
  onShowEarlier: () => void;
}

/**
 * A support ticket's conversation (member and staff side): the newest page, with older pages on
 * request. The button stays focusable while it loads (aria-disabled rather than disabled), so the
 * keyboard does not lose its place.
 */
function TicketMessages({
  messages,
  byline,
  hasEarlier,
  isLoadingEarlier,
  earlierError,
  onShowEarlier,
}: TicketMessagesProps) {
  const t = useT();
  return (
    <Stack gap="sm">
      {hasEarlier ? (
        <Center>
          <Button
            variant="default"
            size="xs"
            radius="xl"
            leftSection={isLoadingEarlier ? <Loader size={12} /> : <IconHistory size={14} aria-hidden />}
            aria-disabled={isLoadingEarlier || undefined}
            onClick={() => {
              if (!isLoadingEarlier) onShowEarlier();
            }}
          >
            {isLoadingEarlier ? t('support.conversation.loadingEarlier') : t('support.conversation.showEarlier')}
          </Button>
        </Center>
      ) : null}
      {earlierError ? (
        <Text role="alert" c="red.9" fz="sm" ta="center">
          {earlierError}
        </Text>
      ) : null}
      <Stack
        component="ol"
        gap="sm"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t('support.conversation.messages')}
      >
        {messages.map((m) => (
          <Card component="li" key={m._id} radius="md" p="sm" bg={m.senderType === 'admin' ? 'emerald.0' : 'gray.0'}>
            <Text fz="xs" c="gray.7">
              {byline(m)}
            </Text>
            <Text fz="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {m.message}
            </Text>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}

/** The parts of a ticket's infinite query (page 0 the newest) that the conversation needs. */
export interface TicketPagesQuery {
  data: { pages: Ticket[] } | undefined;
  error: unknown;
  isPending: boolean;
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

/**
 * The conversation's texts live in the `support` catalog. The member's Support Center loads it with
 * the page; the staff console, which shows the same conversation, gets it here on first use.
 */
function useSupportCatalog(): boolean {
  const locale = useLocale();
  const [loadedFor, setLoadedFor] = useState(() => (isCatalogLoaded('support', locale) ? locale : null));
  useEffect(() => {
    let live = true;
    void loadNamespaces(['support'], locale).then(() => {
      if (live) setLoadedFor(locale);
    });
    return () => {
      live = false;
    };
  }, [locale]);
  return loadedFor === locale;
}

/** A ticket's conversation as it loads: a spinner, an error with a retry, or the messages. */
export function TicketConversation({
  query,
  byline,
}: {
  query: TicketPagesQuery;
  byline: (message: TicketMessage) => ReactNode;
}) {
  const t = useT();
  const hasTexts = useSupportCatalog();
  if (!hasTexts) return <LoadingState py={16} />;
  if (query.isPending) return <LoadingState py={16} label={t('support.conversation.loading')} />;
  if (!query.data) {
    return (
      <ListError
        message={errorMessage(query.error, t('support.tickets.loadFailed'))}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <TicketMessages
      messages={oldestFirst(query.data.pages)}
      byline={byline}
      hasEarlier={query.hasNextPage}
      isLoadingEarlier={query.isFetchingNextPage}
      earlierError={
        query.isFetchNextPageError ? errorMessage(query.error, t('support.conversation.earlierFailed')) : null
      }
      onShowEarlier={() => void query.fetchNextPage()}
    />
  );
}
