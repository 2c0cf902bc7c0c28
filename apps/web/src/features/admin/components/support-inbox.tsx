import {
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import {
  ADMIN_POLL_MS,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGES,
  type SupportStatus,
  type TicketMessage,
  type TicketSummary,
} from '@mithaq/contracts';
import { useState } from 'react';
import { CountedTextarea } from '../../../components/counted-textarea';
import { ListError, LoadingState } from '../../../components/list-states';
import { TicketConversation } from '../../../components/ticket-messages';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useStaffReply, useStaffTicket, useSupportQueue } from '../api/admin-api';
import { waitedFor } from '../lib/admin-format';

const STATUSES: SupportStatus[] = ['open', 'pending', 'resolved'];
const label = (s: string) => s[0]?.toUpperCase() + s.slice(1);

function TicketRow({ ticket, selected, onSelect }: { ticket: TicketSummary; selected: boolean; onSelect: () => void }) {
  const u = ticket.urgency;
  return (
    <UnstyledButton
      onClick={onSelect}
      aria-current={selected ? 'true' : undefined}
      p="sm"
      style={{
        borderRadius: 8,
        border: `1px solid ${selected ? 'var(--mantine-color-emerald-7)' : 'var(--mantine-color-gray-3)'}`,
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600} truncate>
          {ticket.subject}
        </Text>
        <Badge variant="outline" color="gray.7">
          {label(ticket.status)}
        </Badge>
      </Group>
      <Text fz="xs" c="gray.7">
        {ticket.user.fullName} ·{' '}
        {u.awaitingStaff ? `waiting ${waitedFor(u.waitingSince)}` : `updated ${formatDate(ticket.updatedAt)}`}
      </Text>
      <Group gap={4} mt={4}>
        {ticket.category === 'refund' ? <Badge color="gold.8">Refund</Badge> : null}
        {u.replyOverdue ? <Badge color="red.9">Reply overdue</Badge> : null}
        {u.resolutionOverdue ? <Badge color="red.9">Resolution overdue</Badge> : null}
      </Group>
    </UnstyledButton>
  );
}

function StaffTicketView({ ticket }: { ticket: TicketSummary }) {
  const [reply, setReply] = useState('');
  const [status, setStatus] = useState<string | null>('pending');
  const detail = useStaffTicket(ticket._id, ADMIN_POLL_MS);
  const send = useStaffReply();
  const byline = (m: TicketMessage) =>
    `${m.senderType === 'admin' ? (m.senderName ?? 'Staff') : ticket.user.fullName} · ${formatDate(m.createdAt)}`;
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text fw={700}>{ticket.subject}</Text>
        <Text fz="xs" c="gray.7">
          {ticket.user.fullName} · {ticket.user.email}
        </Text>
        <TicketConversation query={detail} byline={byline} />
        <CountedTextarea
          label="Reply"
          value={reply}
          onChange={(e) => setReply(e.currentTarget.value)}
          minRows={3}
          max={SUPPORT_MESSAGE_MAX}
        />
        <Group align="flex-end" gap="sm">
          <Select
            label="Status"
            data={STATUSES.map((s) => ({ value: s, label: label(s) }))}
            value={status}
            onChange={setStatus}
            w={160}
            allowDeselect={false}
          />
          <Button
            disabled={!reply.trim()}
            loading={send.isPending}
            onClick={() =>
              send.mutate(
                { id: ticket._id, message: reply.trim(), status: status ?? 'pending' },
                { onSuccess: () => setReply('') },
              )
            }
          >
            Send reply
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Spec section 2 "Support inbox": filter, most urgent first, thread, reply with a status; polls every 10 s. */
export function SupportInbox() {
  const [filter, setFilter] = useState('all');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const queue = useSupportQueue(filter, ADMIN_POLL_MS);
  const ticket = queue.data?.find((t) => t._id === selectedId) ?? null;
  return (
    <Stack gap="md">
      <SegmentedControl
        value={filter}
        onChange={setFilter}
        aria-label="Status"
        data={['all', ...STATUSES].map((s) => ({ value: s, label: label(s) }))}
      />
      {queue.isPending ? (
        <LoadingState label="Loading tickets..." />
      ) : queue.isError ? (
        <ListError
          message={errorMessage(queue.error, SUPPORT_MESSAGES.loadFailed)}
          onRetry={() => void queue.refetch()}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Stack gap="xs">
            {queue.data.length === 0 ? <Text c="gray.8">No tickets here.</Text> : null}
            {queue.data.map((t) => (
              <TicketRow key={t._id} ticket={t} selected={t._id === selectedId} onSelect={() => setSelectedId(t._id)} />
            ))}
          </Stack>
          {ticket ? <StaffTicketView key={ticket._id} ticket={ticket} /> : <Text c="gray.8">Select a ticket.</Text>}
        </SimpleGrid>
      )}
    </Stack>
  );
}
