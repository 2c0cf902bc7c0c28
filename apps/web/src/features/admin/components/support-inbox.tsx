import { Badge, Button, Card, Group, Select, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { ADMIN_POLL_MS } from '@mithaq/contracts/admin';
import {
  SUPPORT_MESSAGE_MAX,
  type SupportStatus,
  type TicketMessage,
  type TicketSummary,
} from '@mithaq/contracts/support';
import { useState } from 'react';
import { CountedTextarea } from '../../../components/counted-textarea';
import { ListError, LoadingState } from '../../../components/list-states';
import { TicketConversation } from '../../../components/ticket-messages';
import { isolate } from '../../../i18n/bidi';
import { useFormat } from '../../../i18n/format';
import { useT } from '../../../i18n/use-t';
import { errorMessage } from '../../../lib/api-client';
import { useStaffReply, useStaffTicket, useSupportQueue } from '../api/support';
import { waitedText } from '../lib/admin-format';
import { StatusFilter } from './review-queues';

const STATUSES: SupportStatus[] = ['open', 'pending', 'resolved'];
const SUPPORT_FILTERS = ['all', 'open', 'pending', 'resolved'] as const;

function TicketRow({ ticket, selected, onSelect }: { ticket: TicketSummary; selected: boolean; onSelect: () => void }) {
  const t = useT();
  const format = useFormat();
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
        <Text fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }}>
          {ticket.subject}
        </Text>
        <Badge variant="outline" color="gray.7" style={{ flexShrink: 0 }}>
          {t(`admin.filter.${ticket.status}`)}
        </Badge>
      </Group>
      <Text fz="xs" c="gray.7">
        <bdi>{ticket.user.fullName}</bdi> ·{' '}
        {u.awaitingStaff && u.waitingSince
          ? t('admin.support.waiting', { time: waitedText(t, u.waitingSince) })
          : t('admin.support.updated', { date: format.date(ticket.updatedAt) })}
      </Text>
      <Group gap={4} mt={4}>
        {ticket.category === 'refund' ? <Badge color="gold.8">{t('admin.support.refund')}</Badge> : null}
        {u.replyOverdue ? <Badge color="red.9">{t('admin.support.replyOverdue')}</Badge> : null}
        {u.resolutionOverdue ? <Badge color="red.9">{t('admin.support.resolutionOverdue')}</Badge> : null}
      </Group>
    </UnstyledButton>
  );
}

function StaffTicketView({ ticket }: { ticket: TicketSummary }) {
  const t = useT();
  const format = useFormat();
  const [reply, setReply] = useState('');
  const [status, setStatus] = useState<SupportStatus>('pending');
  const detail = useStaffTicket(ticket._id, ADMIN_POLL_MS);
  const send = useStaffReply();
  // The byline is plain text: the name is isolated (FSI…PDI, what <bdi> does) so the date beside it keeps its place.
  const byline = (m: TicketMessage) =>
    `${isolate(m.senderType === 'admin' ? (m.senderName ?? t('admin.support.staff')) : ticket.user.fullName)} · ${format.date(m.createdAt)}`;
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text fw={700} dir="auto">
          {ticket.subject}
        </Text>
        <Text fz="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          <bdi>{ticket.user.fullName}</bdi> · <bdi>{ticket.user.email}</bdi>
        </Text>
        <TicketConversation query={detail} byline={byline} />
        <CountedTextarea
          label={t('admin.support.reply')}
          value={reply}
          onChange={(e) => setReply(e.currentTarget.value)}
          minRows={3}
          max={SUPPORT_MESSAGE_MAX}
        />
        <Group align="flex-end" gap="sm">
          <Select
            label={t('admin.common.status')}
            data={STATUSES.map((s) => ({ value: s, label: t(`admin.filter.${s}`) }))}
            value={status}
            // The select offers only STATUSES and cannot be emptied (allowDeselect off).
            onChange={(value) => setStatus((value ?? 'pending') as SupportStatus)}
            w={160}
            allowDeselect={false}
          />
          <Button
            disabled={!reply.trim()}
            loading={send.isPending}
            onClick={() =>
              send.mutate({ id: ticket._id, message: reply.trim(), status }, { onSuccess: () => setReply('') })
            }
          >
            {t('admin.support.sendReply')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** Spec section 2 "Support inbox": filter, most urgent first, thread, reply with a status; polls every 10 s. */
export function SupportInbox() {
  const t = useT();
  const [filter, setFilter] = useState<(typeof SUPPORT_FILTERS)[number]>('all');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const queue = useSupportQueue(filter, ADMIN_POLL_MS);
  const ticket = queue.data?.find((t) => t._id === selectedId) ?? null;
  return (
    <Stack gap="md">
      <StatusFilter value={filter} onChange={setFilter} options={SUPPORT_FILTERS} />
      {queue.isPending ? (
        <LoadingState label={t('admin.support.loading')} />
      ) : queue.isError ? (
        <ListError
          message={errorMessage(queue.error, t('admin.errors.loadTickets'))}
          onRetry={() => void queue.refetch()}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Stack gap="xs">
            {queue.data.length === 0 ? <Text c="gray.8">{t('admin.support.empty')}</Text> : null}
            {queue.data.map((t) => (
              <TicketRow key={t._id} ticket={t} selected={t._id === selectedId} onSelect={() => setSelectedId(t._id)} />
            ))}
          </Stack>
          {ticket ? (
            <StaffTicketView key={ticket._id} ticket={ticket} />
          ) : (
            <Text c="gray.8">{t('admin.support.select')}</Text>
          )}
        </SimpleGrid>
      )}
    </Stack>
  );
}
