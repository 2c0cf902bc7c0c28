import { Badge, Box, Button, Card, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { type AdminRefund, REFUND_MESSAGES, type RefundStatus } from '@mithaq/contracts';
import { IconReceiptRefund } from '@tabler/icons-react';
import { useState } from 'react';
import { ListEmpty, LoadingState, QueryError } from '../../../components/list-states';
import { formatDate, formatRupees } from '../../../lib/format';
import { useRefundQueue } from '../api/refunds';
import { waitedFor } from '../lib/admin-format';
import { ApproveRefundDialog, DeclineRefundDialog } from './refund-dialogs';

const STATUS_OPTIONS = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'declined', label: 'Declined' },
];

function Fact({ label, value, mono = false }: { label: string; value: string; mono?: boolean }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text fz="xs" c="gray.7" fw={600}>
        {label}
      </Text>
      <Text fz="sm" ff={mono ? 'monospace' : undefined} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

function WaitBadge({ since }: { since: string }) {
  const waited = waitedFor(since);
  return (
    <Badge variant="outline" color="gray.7">
      {waited === 'just now' ? 'New' : `Waiting ${waited}`}
    </Badge>
  );
}

function Decision({ refund }: { refund: AdminRefund }) {
  const d = refund.decision;
  if (!d) return null;
  const who = d.decidedBy ? ` by ${d.decidedBy}` : '';
  return refund.status === 'approved' ? (
    <Text fz="sm" c="gray.9">
      <strong>Refunded {d.amount ? formatRupees(d.amount) : ''}</strong> ({d.kind === 'full' ? 'full' : 'pro-rated'}) on{' '}
      {formatDate(d.decidedAt)}
      {who}
      {d.payuRequestId ? ` · PayU refund ${d.payuRequestId}` : ''}
    </Text>
  ) : (
    <Text fz="sm" c="gray.9">
      <strong>Declined</strong> on {formatDate(d.decidedAt)}
      {who}: {d.declineReason}
    </Text>
  );
}

function RefundCard({
  refund,
  onApprove,
  onDecline,
}: {
  refund: AdminRefund;
  onApprove: (r: AdminRefund) => void;
  onDecline: (r: AdminRefund) => void;
}) {
  const { payment, plan, member } = refund;
  const days = plan.days === null ? `${refund.daysUsed} (lifetime plan)` : `${refund.daysUsed} of ${plan.days}`;
  return (
    <Card withBorder radius="md" p="md" component="li" aria-label={`Refund request from ${member.fullName}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={700}>{member.fullName || 'Member'}</Text>
            <Text fz="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              {member.email}
            </Text>
          </Stack>
          <Group gap={6}>
            <Badge variant="outline" color="emerald.8">
              {plan.name} · {formatRupees(payment.amount)}
            </Badge>
            {refund.status === 'pending' ? <WaitBadge since={refund.requestedAt} /> : null}
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" verticalSpacing="xs">
          <Fact label="Paid" value={payment.paidAt ? formatDate(payment.paidAt) : '—'} />
          <Fact label="Days used" value={days} />
          <Fact label="Messages sent since" value={String(refund.messagesSentSince)} />
          <Fact label="Requested" value={formatDate(refund.requestedAt)} />
          <Fact label="Transaction" value={payment.txnid} mono />
          <Fact label="PayU ID" value={payment.mihpayid ?? '—'} mono />
        </SimpleGrid>
        <Box
          p="sm"
          bg="gray.0"
          style={{
            borderInlineStart: '3px solid var(--mantine-color-gold-6)',
            borderRadius: 'var(--mantine-radius-sm)',
          }}
        >
          <Text fz="xs" c="gray.7" fw={600}>
            Member's reason
          </Text>
          <Text fz="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {refund.reason}
          </Text>
        </Box>
        {refund.status === 'pending' ? (
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text fz="sm" c="gray.8">
              Full {formatRupees(refund.amounts.full)}
              {refund.amounts.prorated ? ` · pro-rated ${formatRupees(refund.amounts.prorated)}` : ''}
            </Text>
            <Group gap="sm">
              <Button variant="outline" color="red.9" onClick={() => onDecline(refund)}>
                Decline
              </Button>
              <Button color="emerald.8" onClick={() => onApprove(refund)}>
                Approve
              </Button>
            </Group>
          </Group>
        ) : (
          <Decision refund={refund} />
        )}
      </Stack>
    </Card>
  );
}

const EMPTY: Record<RefundStatus, string> = {
  pending: 'No refund requests are waiting.',
  approved: 'No refunds approved yet.',
  declined: 'No refund requests declined yet.',
};

/** The Refunds queue (docs/decisions.md "Refunds"): what each request is about, then Approve or Decline. */
export function RefundQueue() {
  const [status, setStatus] = useState<RefundStatus>('pending');
  const queue = useRefundQueue(status);
  const [approving, setApproving] = useState<AdminRefund | null>(null);
  const [declining, setDeclining] = useState<AdminRefund | null>(null);
  return (
    <Stack gap="md">
      <SegmentedControl
        value={status}
        onChange={(v) => setStatus(v as RefundStatus)}
        aria-label="Status"
        data={STATUS_OPTIONS}
        style={{ alignSelf: 'flex-start' }}
      />
      {queue.isPending ? (
        <LoadingState label="Loading refund requests..." />
      ) : queue.isError ? (
        <QueryError query={queue} fallback={REFUND_MESSAGES.loadFailed} />
      ) : queue.data.length === 0 ? (
        <ListEmpty icon={<IconReceiptRefund size={28} aria-hidden />} title={EMPTY[status]} />
      ) : (
        <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {queue.data.map((r) => (
            <RefundCard key={r._id} refund={r} onApprove={setApproving} onDecline={setDeclining} />
          ))}
        </Stack>
      )}
      <ApproveRefundDialog refund={approving} onClose={() => setApproving(null)} />
      <DeclineRefundDialog refund={declining} onClose={() => setDeclining(null)} />
    </Stack>
  );
}
