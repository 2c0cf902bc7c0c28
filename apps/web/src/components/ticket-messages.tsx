import { Button, Card, Center, Loader, Stack, Text } from '@mantine/core';
import { SUPPORT_MESSAGES, type Ticket, type TicketMessage } from '@mithaq/contracts';
import { IconHistory } from '@tabler/icons-react';
import { errorMessage } from '../lib/api-client';
import { oldestFirst } from '../lib/paged-messages';
import { ListError, LoadingState } from './list-states';

interface TicketMessagesProps {
  /** Oldest first. */
  messages: TicketMessage[];
  /** The line above a message: who wrote it and when. */
  byline: (message: TicketMessage) => string;
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
            {isLoadingEarlier ? 'Loading earlier messages...' : 'Show earlier messages'}
          </Button>
        </Center>
      ) : null}
      {earlierError ? (
        <Text role="alert" c="red.9" fz="sm" ta="center">
          {earlierError}
        </Text>
      ) : null}
      <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Messages">
        {messages.map((m) => (
          <Card component="li" key={m._id} radius="md" p="sm" bg={m.senderType === 'admin' ? 'emerald.0' : 'gray.0'}>
            <Text fz="xs" c="gray.7">
              {byline(m)}
            </Text>
            <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
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

/** A ticket's conversation as it loads: a spinner, an error with a retry, or the messages. */
export function TicketConversation({
  query,
  byline,
}: {
  query: TicketPagesQuery;
  byline: (message: TicketMessage) => string;
}) {
  if (query.isPending) return <LoadingState py={16} label="Loading the conversation..." />;
  if (!query.data) {
    return (
      <ListError
        message={errorMessage(query.error, SUPPORT_MESSAGES.loadFailed)}
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
      earlierError={query.isFetchNextPageError ? errorMessage(query.error, SUPPORT_MESSAGES.earlierFailed) : null}
      onShowEarlier={() => void query.fetchNextPage()}
    />
  );
}
