import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGES, type TicketMessage, type TicketSummary } from '@mithaq/contracts';
import { useState } from 'react';
import { CountedTextarea } from '../../../components/counted-textarea';
import { TicketConversation } from '../../../components/ticket-messages';
import { errorMessage } from '../../../lib/api-client';
import { useTicket } from '../api/get-ticket';
import { useReplyToTicket } from '../api/support-api';
import { STATUS_COLOR, when } from '../lib/ticket-display';

const byline = (m: TicketMessage) =>
  `${m.senderType === 'admin' ? `${m.senderName ?? 'Mithaq support'} (support)` : 'You'} · ${when(m.createdAt)}`;

function ReplyForm({ ticketId }: { ticketId: string }) {
  const [reply, setReply] = useState('');
  const send = useReplyToTicket();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (reply.trim()) send.mutate({ id: ticketId, message: reply.trim() }, { onSuccess: () => setReply('') });
      }}
    >
      <Stack gap="xs">
        <CountedTextarea
          label="Your reply"
          value={reply}
          onChange={(e) => setReply(e.currentTarget.value)}
          max={SUPPORT_MESSAGE_MAX}
          minRows={3}
        />
        {/* The server's words on a refusal: too long (400), or the day's replies used up (429). */}
        {send.isError ? (
          <Text role="alert" c="red.9" fz="sm">
            {errorMessage(send.error, SUPPORT_MESSAGES.replyFailed)}
          </Text>
        ) : null}
        <Button type="submit" disabled={!reply.trim()} loading={send.isPending} w="fit-content">
          Reply
        </Button>
      </Stack>
    </form>
  );
}

/** One ticket: its newest messages, earlier ones on request, and the reply box. */
export function TicketThread({ ticket, onBack }: { ticket: TicketSummary; onBack: () => void }) {
  const detail = useTicket(ticket._id);
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="thread-title">
      <Stack gap="sm">
        <Button variant="subtle" color="dark" onClick={onBack} hiddenFrom="md" w="fit-content" px={0}>
          ← Back to my tickets
        </Button>
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} id="thread-title" fz="lg">
            {ticket.subject}
          </Title>
          <Badge color={STATUS_COLOR[ticket.status]}>{ticket.status}</Badge>
        </Group>
        <TicketConversation query={detail} byline={byline} />
        <ReplyForm ticketId={ticket._id} />
      </Stack>
    </Card>
  );
}
