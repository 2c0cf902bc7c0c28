import { Trans } from '@lingui/react';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { SUPPORT_MESSAGE_MAX, type TicketMessage, type TicketSummary } from '@mithaq/contracts/support';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { CountedTextarea } from '../../../components/counted-textarea';
import { TicketConversation } from '../../../components/ticket-messages';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useTicket } from '../api/get-ticket';
import { useReplyToTicket } from '../api/support-api';
import { STATUS_COLOR } from '../lib/ticket-display';

/** 'Support Sam (support) · 24 Nov 2026, 9:05 am' or 'You · ...', the staff name isolated from the sentence. */
function useByline() {
  const t = useT();
  const format = useFormat();
  return (m: TicketMessage) => (
    <>
      {m.senderType === 'admin' ? (
        <Trans
          id="support.thread.staff"
          values={{ name: m.senderName ?? t('support.thread.staffDefault') }}
          components={{ 0: <bdi /> }}
        />
      ) : (
        t('support.thread.you')
      )}{' '}
      · <bdi>{format.dateTime(m.createdAt)}</bdi>
    </>
  );
}

function ReplyForm({ ticketId }: { ticketId: string }) {
  const t = useT();
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
          label={t('support.reply.label')}
          value={reply}
          onChange={(e) => setReply(e.currentTarget.value)}
          max={SUPPORT_MESSAGE_MAX}
          minRows={3}
          dir="auto"
        />
        {/* The server's words on a refusal: too long (400), or the day's replies used up (429). */}
        {send.isError ? (
          <Text role="alert" c="red.9" fz="sm">
            {errorMessage(send.error, t('support.reply.failed'))}
          </Text>
        ) : null}
        <Button type="submit" disabled={!reply.trim()} loading={send.isPending} w="fit-content">
          {t('support.reply.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** One ticket: its newest messages, earlier ones on request, and the reply box. */
export function TicketThread({ ticket, onBack }: { ticket: TicketSummary; onBack: () => void }) {
  const t = useT();
  const detail = useTicket(ticket._id);
  const byline = useByline();
  return (
    <Card withBorder radius="lg" p="lg" component="section" aria-labelledby="thread-title">
      <Stack gap="sm">
        <Button
          variant="subtle"
          color="dark"
          onClick={onBack}
          hiddenFrom="md"
          w="fit-content"
          px={0}
          leftSection={<IconArrowLeft size={16} className="rtl-mirror" aria-hidden />}
        >
          {t('support.thread.back')}
        </Button>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} id="thread-title" fz="lg" dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {ticket.subject}
          </Title>
          <Badge color={STATUS_COLOR[ticket.status]} style={{ flexShrink: 0 }}>
            {t(`support.status.${ticket.status}`)}
          </Badge>
        </Group>
        <TicketConversation query={detail} byline={byline} />
        <ReplyForm ticketId={ticket._id} />
      </Stack>
    </Card>
  );
}
